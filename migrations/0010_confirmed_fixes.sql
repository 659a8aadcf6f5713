CREATE TABLE `confirmed_fixes` (
	`diagnostic_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`vehicle_type` text NOT NULL,
	`machine_class` text,
	`make` text,
	`model_family` text,
	`cause_id` text,
	`other_cause` text,
	`part` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `confirmed_fixes_class_counts_idx` ON `confirmed_fixes` (`vehicle_type`,`machine_class`,`cause_id`,`make`,`model_family`,`user_id`);--> statement-breakpoint
CREATE INDEX `confirmed_fixes_make_counts_idx` ON `confirmed_fixes` (`vehicle_type`,`make`,`cause_id`,`model_family`,`user_id`);--> statement-breakpoint
CREATE INDEX `confirmed_fixes_user_idx` ON `confirmed_fixes` (`user_id`);