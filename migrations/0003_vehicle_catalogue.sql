PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_tractor_models` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_type` text DEFAULT 'tractor' NOT NULL,
	`brand` text NOT NULL,
	`model` text NOT NULL,
	`year_from` integer,
	`year_to` integer,
	`specifications` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_tractor_models`("id", "vehicle_type", "brand", "model", "year_from", "year_to", "specifications", "created_at") SELECT "id", 'tractor', "brand", "model", "year_from", "year_to", "specifications", "created_at" FROM `tractor_models`;--> statement-breakpoint
DROP TABLE `tractor_models`;--> statement-breakpoint
ALTER TABLE `__new_tractor_models` RENAME TO `tractor_models`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `tractor_models_type_brand_model_unique` ON `tractor_models` (`vehicle_type`,`brand`,`model`);--> statement-breakpoint
CREATE INDEX `tractor_models_model_idx` ON `tractor_models` (`model`);