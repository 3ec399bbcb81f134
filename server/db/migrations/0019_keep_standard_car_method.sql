-- A tax year with no saved car method now keeps actual costs, however many trips it holds (core/tax/vehicle-method.ts,
-- UNCHOSEN_VEHICLE_METHOD). Until now such a year used the standard mileage rate as soon as it had a trip. So that no
-- person's figures change without a word, every year that has trips and no saved method gets the standard rate it
-- was using, saved as its choice; the person can change it on the Mileage or Tax page like any choice.
INSERT INTO "vehicle_method" ("user_id", "tax_year", "method")
SELECT DISTINCT "user_id", extract(year FROM "date")::integer, 'standard' FROM "trip"
ON CONFLICT ("user_id", "tax_year") DO NOTHING;
