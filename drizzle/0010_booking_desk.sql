CREATE TABLE `departure_crews` (
	`package_id` text NOT NULL,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`guide_id` integer,
	`vehicle_id` integer,
	PRIMARY KEY(`package_id`, `date`, `start_time`),
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guide_id`) REFERENCES `guides`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `departure_crews_date_idx` ON `departure_crews` (`date`);--> statement-breakpoint
CREATE TABLE `guides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`kind` text DEFAULT 'vehicle' NOT NULL,
	`seats` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `source` text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `source_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `source_reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_time_fixed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_address` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_surcharge` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `check_in` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `check_in_at` text;--> statement-breakpoint
ALTER TABLE `packages` ADD `zone_surcharges` text DEFAULT '{}' NOT NULL;