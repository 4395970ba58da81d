CREATE TABLE `departure_exceptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`package_id` text NOT NULL,
	`date` text NOT NULL,
	`start_time` text,
	`kind` text NOT NULL,
	`seats` integer,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `departure_exceptions_package_date_idx` ON `departure_exceptions` (`package_id`,`date`);--> statement-breakpoint
CREATE TABLE `schedule_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`package_id` text NOT NULL,
	`weekdays` text NOT NULL,
	`start_times` text NOT NULL,
	`seats` integer NOT NULL,
	`valid_from` text,
	`valid_to` text,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schedule_rules_package_idx` ON `schedule_rules` (`package_id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `start_time` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `price_adult` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `price_child` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `price_infant` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `total` integer;--> statement-breakpoint
ALTER TABLE `packages` ADD `duration_minutes` integer;--> statement-breakpoint
ALTER TABLE `packages` ADD `meeting_point` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `price_adult` integer;--> statement-breakpoint
ALTER TABLE `packages` ADD `price_child` integer;--> statement-breakpoint
ALTER TABLE `packages` ADD `price_infant` integer;--> statement-breakpoint
ALTER TABLE `packages` ADD `cutoff_hours` integer DEFAULT 24 NOT NULL;