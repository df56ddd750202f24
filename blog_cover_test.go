package dayspa

import (
	"strings"
	"testing"
	"time"
)

// coverClock is a clock for Post.Validate: 22 November 2026 in UTC.
var coverClock = Clock{Location: time.UTC, Now: func() time.Time { return time.Date(2026, 11, 22, 8, 0, 0, 0, time.UTC) }}

func TestPostCover(t *testing.T) {
	pic := Picture{Width: 1000, Height: 800, Variants: []PictureVariant{
		{Src: "/pictures/a.webp", Type: "image/webp", Width: 480},
		{Src: "/pictures/a.jpg", Type: "image/jpeg", Width: 480},
		{Src: "/pictures/b.webp", Type: "image/webp", Width: 1000},
		{Src: "/pictures/b.jpg", Type: "image/jpeg", Width: 1000},
	}}
	p := Post{Title: "Hot Stones", Status: PostDraft, FeaturedImage: "/media/blog/stones.webp"}
	if got := p.Image(); got != "/media/blog/stones.webp" {
		t.Errorf("Image without a cover: %q", got)
	}
	// A cover needs its alt text; refused, the post is unchanged.
	p.CoverAlt = "before"
	if err := p.SetCoverAlt("  "); ErrorCode(err) != EINVALID || ErrorFields(err)["coverAlt"] != MsgAltRequired || p.CoverAlt != "before" {
		t.Fatalf("cover without alt text: %v, alt now %q", err, p.CoverAlt)
	}
	if err := p.SetCoverAlt("  Warm   stones "); err != nil {
		t.Fatal(err)
	}
	p.SetCover(pic)
	if p.CoverAlt != "Warm stones" || p.FeaturedImage != "" || p.Image() != "/pictures/b.jpg" {
		t.Fatalf("with a cover: alt %q, featured %q, image %q", p.CoverAlt, p.FeaturedImage, p.Image())
	}
	// Validate: a cover keeps requiring its alt text; without one it may be empty.
	p.CoverAlt = ""
	if f := ErrorFields(p.Validate(coverClock)); f["coverAlt"] != MsgAltRequired {
		t.Fatalf("a cover without alt text validated: %v", f)
	}
	p.RemoveCover()
	if err := p.Validate(coverClock); err != nil || p.Image() != "" {
		t.Fatalf("without a cover: %v, image %q", err, p.Image())
	}
	p.CoverAlt = strings.Repeat("a", 251)
	if f := ErrorFields(p.Validate(coverClock)); f["coverAlt"] != MsgAltTooLong {
		t.Fatalf("a long alt text without a cover: %v", f)
	}
}
