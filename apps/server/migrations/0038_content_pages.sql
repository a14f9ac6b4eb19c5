-- Content pages and banner captions (modules/content, docs/content.md).
--
-- A content page is operator content shown as a page of its own: a PAGE (about us, the deposit tutorial, the
-- sponsor page, any page an operator adds) or an article (NEWS, BLOG) in a paged list. Its HTML is sanitized by
-- the content service before it is written, in every language.

CREATE TABLE content_pages (
  id            serial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('PAGE', 'NEWS', 'BLOG')),
  slug          text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
  -- {"bn": …, "en": …}
  title         jsonb NOT NULL,
  summary       jsonb NOT NULL DEFAULT '{}',
  content       jsonb NOT NULL,
  -- a picture drawn above an article and on its card (an image URL, never text drawn in it)
  cover_url     text,
  published     boolean NOT NULL DEFAULT false,
  -- the date shown on an article, and the list's order (newest first)
  published_at  timestamptz NOT NULL DEFAULT now(),
  sort_order    integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT content_pages_slug_once UNIQUE (merchant_id, kind, slug)
);
CREATE INDEX content_pages_list ON content_pages (merchant_id, kind, published_at DESC, id DESC)
  WHERE published;

-- The words of a banner, drawn by the page over its picture in the site's own web font (text drawn inside an
-- SVG picture depends on the fonts of the visitor's machine). {"headline": {"bn","en"}, "kicker", "subline",
-- "cta"}; null for a banner whose picture carries its own words.
ALTER TABLE banners ADD COLUMN caption jsonb;
