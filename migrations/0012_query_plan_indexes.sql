CREATE INDEX `diagnostics_uncompacted_idx` ON `diagnostics` (`id`) WHERE answer is null;--> statement-breakpoint
CREATE INDEX `webauthn_challenges_user_idx` ON `webauthn_challenges` (`user_id`);