CREATE TABLE `used_form_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`form_key` text,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `used_form_tokens_expires_idx` ON `used_form_tokens` (`expires_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `sealed_token` text;