CREATE TABLE `booking_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`booking_reference` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`booking_reference`) REFERENCES `bookings`(`reference`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_links_booking_idx` ON `booking_links` (`booking_reference`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `free_cancel_hours` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `title_fr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `short_description_fr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `long_description_fr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `highlights_fr` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `important_fr` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `recommended_fr` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `information_fr` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `meeting_point_fr` text DEFAULT '' NOT NULL;