import { Link, useNavigate } from '../lib/router';
import { Button, buttonClass } from '../components/ui/button';
import { PageTitle } from '../components/ui/page-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <div className="mt-4">
        <PageTitle title="Page Not Found">Page Not Found</PageTitle>
      </div>
      <p className="mt-3 max-w-md text-slate-700">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-8 flex gap-3">
        <Link to="/dashboard" className={buttonClass('primary')}>
          Go to Dashboard
        </Link>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
    </div>
  );
}
