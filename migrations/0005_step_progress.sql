ALTER TABLE `diagnostics` ADD `step_progress` text DEFAULT '{"done":[],"notes":{}}' NOT NULL;--> statement-breakpoint
ALTER TABLE `diagnostics` ADD `step_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `diagnostics` SET `step_count` = json_array_length(`troubleshooting_steps`);
