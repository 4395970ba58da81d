ALTER TABLE `bookings` ADD `phone_reminders` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `channel` text DEFAULT 'email' NOT NULL;