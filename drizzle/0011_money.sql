CREATE TABLE `checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_reference` text NOT NULL,
	`provider` text NOT NULL,
	`purpose` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'MUR' NOT NULL,
	`charged_amount` integer NOT NULL,
	`charged_currency` text NOT NULL,
	`rate` text,
	`provider_id` text,
	`capture_ref` text,
	`status` text DEFAULT 'open' NOT NULL,
	`payment_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`booking_reference`) REFERENCES `bookings`(`reference`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_provider_id_unique` ON `checkouts` (`provider_id`);--> statement-breakpoint
CREATE INDEX `checkouts_booking_idx` ON `checkouts` (`booking_reference`);--> statement-breakpoint
CREATE INDEX `checkouts_status_idx` ON `checkouts` (`status`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_reference` text NOT NULL,
	`kind` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'MUR' NOT NULL,
	`provider` text,
	`provider_ref` text,
	`charged_amount` integer,
	`charged_currency` text,
	`rate` text,
	`note` text DEFAULT '' NOT NULL,
	`recorded_by_id` text,
	`recorded_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`booking_reference`) REFERENCES `bookings`(`reference`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payments_booking_idx` ON `payments` (`booking_reference`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_ref_idx` ON `payments` (`provider`,`provider_ref`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_reference` text NOT NULL,
	`payment_id` integer NOT NULL,
	`provider` text NOT NULL,
	`amount` integer NOT NULL,
	`charged_amount` integer NOT NULL,
	`charged_currency` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` text,
	`provider_refund_id` text,
	`ledger_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`booking_reference`) REFERENCES `bookings`(`reference`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ledger_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `refunds_status_idx` ON `refunds` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `refunds_booking_idx` ON `refunds` (`booking_reference`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `deposit_due` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `paid` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `refunded` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_state` text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
CREATE INDEX `bookings_payment_state_idx` ON `bookings` (`payment_state`,`date`);--> statement-breakpoint
ALTER TABLE `packages` ADD `deposit_kind` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `deposit_value` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A free booking owes nothing: it is Paid from the start, as a new one is (utils/payment.ts paymentStateOf).
UPDATE `bookings` SET `payment_state` = 'paid' WHERE `total` = 0 AND `state` IN ('pending', 'confirmed');
