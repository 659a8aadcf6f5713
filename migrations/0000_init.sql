CREATE TABLE `auth_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer,
	`ip_address` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_user_idx` ON `auth_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `auth_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`consumed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_tokens_user_purpose_idx` ON `auth_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `biometric_credentials` (
	`credential_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`public_key` text NOT NULL,
	`algorithm` integer NOT NULL,
	`sign_count` integer DEFAULT 0 NOT NULL,
	`name` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `biometric_credentials_user_idx` ON `biometric_credentials` (`user_id`);--> statement-breakpoint
CREATE TABLE `diagnostics` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`session_id` text,
	`vehicle_type` text DEFAULT 'tractor' NOT NULL,
	`tractor_model` text NOT NULL,
	`symptoms` text NOT NULL,
	`primary_cause` text NOT NULL,
	`troubleshooting_steps` text NOT NULL,
	`alternative_causes` text NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`confidence` real,
	`engine` text DEFAULT 'embedded' NOT NULL,
	`resolved` integer DEFAULT false NOT NULL,
	`saved` integer DEFAULT false NOT NULL,
	`client_ref` text,
	`ip_address` text,
	`device_fingerprint` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `diagnostics_user_saved_created_idx` ON `diagnostics` (`user_id`,`saved`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `diagnostics_user_client_ref_unique` ON `diagnostics` (`user_id`,`client_ref`);--> statement-breakpoint
CREATE TABLE `email_preverifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_preverifications_email_unique` ON `email_preverifications` (`email`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`last_attempt` integer NOT NULL,
	`blocked_until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_attempts_email_unique` ON `login_attempts` (`email`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_to_created_idx` ON `outbox` (`to`,`created_at`);--> statement-breakpoint
CREATE TABLE `session_mappings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `session_mappings_session_id_unique` ON `session_mappings` (`session_id`);--> statement-breakpoint
CREATE INDEX `session_mappings_user_idx` ON `session_mappings` (`user_id`);--> statement-breakpoint
CREATE TABLE `subscription_keys` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`plan` text NOT NULL,
	`redeemed_by` text,
	`redeemed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`redeemed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `subscription_keys_redeemed_by_idx` ON `subscription_keys` (`redeemed_by`);--> statement-breakpoint
CREATE TABLE `tractor_models` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand` text NOT NULL,
	`model` text NOT NULL,
	`year_from` integer NOT NULL,
	`year_to` integer,
	`specifications` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tractor_models_brand_model_unique` ON `tractor_models` (`brand`,`model`);--> statement-breakpoint
CREATE INDEX `tractor_models_model_idx` ON `tractor_models` (`model`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text DEFAULT 'Guest User' NOT NULL,
	`email` text,
	`phone` text,
	`password_hash` text,
	`profile_image_path` text,
	`subscription_status` text DEFAULT 'free' NOT NULL,
	`subscription_plans` text DEFAULT '{}' NOT NULL,
	`searches_used` integer DEFAULT 0 NOT NULL,
	`trial_searches_used` integer DEFAULT 0 NOT NULL,
	`trial_activated` integer DEFAULT false NOT NULL,
	`is_registered` integer DEFAULT false NOT NULL,
	`is_email_verified` integer DEFAULT false NOT NULL,
	`account_type` text DEFAULT 'standard' NOT NULL,
	`ip_address` text,
	`device_fingerprint` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `webauthn_challenges` (
	`challenge_hash` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webauthn_challenges_expires_idx` ON `webauthn_challenges` (`expires_at`);