CREATE TABLE `machines` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`vehicle_type` text NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`year` integer,
	`meter_reading` integer,
	`meter_unit` text,
	`nickname` text,
	`match_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_used_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `machines_user_match_unique` ON `machines` (`user_id`,`match_key`);--> statement-breakpoint
CREATE INDEX `machines_user_last_used_idx` ON `machines` (`user_id`,`last_used_at`);--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `opened_by` text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
CREATE INDEX `diagnostics_user_created_idx` ON `diagnostics` (`user_id`,`created_at`);