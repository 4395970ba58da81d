CREATE INDEX `bookings_report_idx` ON `bookings` (`date`,`state`,`package_id`,`source`,`adults`,`children`,`infants`,`total`,`check_in`,`source_name`,`time`);--> statement-breakpoint
CREATE INDEX `bookings_reference_package_idx` ON `bookings` (`reference`,`package_id`);--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`,`kind`,`amount`,`booking_reference`);