CREATE TABLE "activity_words" (
	"activity_id" integer NOT NULL,
	"word" text collate "C" NOT NULL,
	"estate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_words_activity_id_word_pk" PRIMARY KEY("activity_id","word")
);
--> statement-breakpoint
DROP INDEX "activities_estate_created_idx";--> statement-breakpoint
ALTER TABLE "activity_words" ADD CONSTRAINT "activity_words_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_words_estate_word_idx" ON "activity_words" USING btree ("estate_id","word","created_at" DESC NULLS FIRST,"activity_id" DESC NULLS FIRST,"kind");--> statement-breakpoint
CREATE INDEX "activities_estate_created_idx" ON "activities" USING btree ("estate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind");--> statement-breakpoint
ALTER TABLE "activities" DROP COLUMN "search_text";--> statement-breakpoint
-- The feed's one tokenizer, for the words stored and the words searched for: lower-cased, split at
-- ASCII spaces and punctuation and at the few non-ASCII marks the sentences hold (quotes, dashes,
-- the naira sign), so that letters of every script stay in their word; the first 200 words of a
-- sentence, each cut to 64 characters so an index row always fits. PL/pgSQL, which the planner
-- cannot inline, so a search's plan counts on ROWS 2 words typed: inlined, it guessed nine, and the
-- generic plan of a filtered search read the estate's every word instead of one range per word.
CREATE FUNCTION feed_words(sentence text) RETURNS SETOF text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE ROWS 2 AS $$
BEGIN
  RETURN QUERY SELECT DISTINCT left(w, 64)
  FROM unnest((regexp_split_to_array(
    lower(left(sentence, 4000)),
    '([^a-z0-9\u0080-\U0010ffff]|[\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20a6])+'
  ))[1:200]) AS w
  WHERE w <> '';
END $$;--> statement-breakpoint
CREATE FUNCTION activity_words_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM activity_words WHERE activity_id = OLD.id;
  END IF;
  INSERT INTO activity_words (activity_id, word, estate_id, kind, created_at)
  SELECT NEW.id, w, NEW.estate_id, NEW.kind, NEW.created_at FROM feed_words(NEW.description || ' ' || NEW.kind) AS w;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER activities_words AFTER INSERT OR UPDATE OF description, type, estate_id, created_at ON activities
FOR EACH ROW EXECUTE FUNCTION activity_words_write();--> statement-breakpoint
INSERT INTO activity_words (activity_id, word, estate_id, kind, created_at)
SELECT a.id, w, a.estate_id, a.kind, a.created_at FROM activities a, feed_words(a.description || ' ' || a.kind) AS w;
