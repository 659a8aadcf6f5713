CREATE TABLE `cancelled_requests` (
	`user_id` text NOT NULL,
	`request_ref` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `request_ref`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cancelled_requests_created_idx` ON `cancelled_requests` (`created_at`);--> statement-breakpoint
ALTER TABLE `diagnostics` ADD `request_ref` text;--> statement-breakpoint
ALTER TABLE `diagnostics` ADD `charged_trial` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `diagnostics_user_request_ref_unique` ON `diagnostics` (`user_id`,`request_ref`);