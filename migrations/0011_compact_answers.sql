CREATE TABLE `answer_parts` (
	`hash` text PRIMARY KEY NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `diagnostics` ADD `answer` blob;