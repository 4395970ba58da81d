CREATE TABLE `package_pickups` (
	`package_id` text NOT NULL,
	`place_id` integer NOT NULL,
	`minutes_before` integer NOT NULL,
	PRIMARY KEY(`package_id`, `place_id`),
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_id`) REFERENCES `pickup_places`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pickup_places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`zone` text NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pickup_places_zone_name_idx` ON `pickup_places` (`zone`,`name`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_place_id` integer REFERENCES pickup_places(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_place` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_zone` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_time` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `reminder_email_id` integer;