DROP INDEX `bookings_status_date_idx`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `state` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- The state of existing bookings, read from their status as stateForStatus() (app/models/booking-state.ts) reads it.
UPDATE `bookings` SET `state` = CASE lower(trim(`status`))
  WHEN 'pending' THEN 'pending'
  WHEN 'confirmed' THEN 'confirmed'
  WHEN 'confirm' THEN 'confirmed'
  WHEN 'declined' THEN 'declined'
  WHEN 'decline' THEN 'declined'
  WHEN 'cancelled' THEN 'cancelled'
  ELSE 'pending'
END;--> statement-breakpoint
CREATE INDEX `bookings_state_date_idx` ON `bookings` (`state`,`date`);--> statement-breakpoint
CREATE INDEX `bookings_package_date_state_idx` ON `bookings` (`package_id`,`date`,`state`);