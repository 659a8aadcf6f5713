CREATE TABLE `trusted_devices` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_used_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trusted_devices_user_idx` ON `trusted_devices` (`user_id`);--> statement-breakpoint
CREATE INDEX `trusted_devices_last_used_idx` ON `trusted_devices` (`last_used_at`);--> statement-breakpoint
DROP INDEX `login_attempts_email_unique`;--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `network` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `login_attempts_email_network_unique` ON `login_attempts` (`email`,`network`);--> statement-breakpoint
CREATE INDEX `login_attempts_last_attempt_idx` ON `login_attempts` (`last_attempt`);--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `reauthenticated_at` integer;--> statement-breakpoint
CREATE INDEX `auth_sessions_expires_idx` ON `auth_sessions` (`expires_at`);--> statement-breakpoint
ALTER TABLE `email_preverifications` ADD `proof_hash` text;--> statement-breakpoint
CREATE INDEX `email_preverifications_expires_idx` ON `email_preverifications` (`expires_at`);--> statement-breakpoint
CREATE INDEX `auth_tokens_expires_idx` ON `auth_tokens` (`expires_at`);