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
	if err := p.SetCoverAlt("  "); ErrorCode(err) != EINVALID || ErrorFields(err)["coverAlt"] != MsgAltRequired.Text || p.CoverAlt != "before" {
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
	if f := ErrorFields(p.Validate(coverClock)); f["coverAlt"] != MsgAltRequired.Text {
		t.Fatalf("a cover without alt text validated: %v", f)
	}
	p.RemoveCover()
	if err := p.Validate(coverClock); err != nil || p.Image() != "" {
		t.Fatalf("without a cover: %v, image %q", err, p.Image())
	}
	p.CoverAlt = strings.Repeat("a", 251)
	if f := ErrorFields(p.Validate(coverClock)); f["coverAlt"] != MsgAltTooLong.Text {
		t.Fatalf("a long alt text without a cover: %v", f)
	}
}

// TestValidCoverAddress: a cover given as an address is a picture the spa
// uploaded or shipped, or an https:// address; no other path of the site
// (a traversal, an API route, a file outside the pictures) passes, and
// Validate answers it under featuredImage.
func TestValidCoverAddress(t *testing.T) {
	hash := "0123456789abcdef0123456789abcdef"
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"/pictures/" + hash + ".webp", true},
		{"/pictures/" + hash + ".jpg", true},
		{"/media/blog/hot-stone-massage-explained.webp", true},
		{"/media/og-default.jpg", true},
		{"https://cdn.example.com/spa/stones.jpg?w=1200", true},
		{"/../../etc/passwd", false},
		{"/media/../../etc/passwd", false},
		{"/media/blog/../../../etc/passwd.jpg", false},
		{"/media/blog/%2e%2e/x.webp", false},
		{"/pictures/../" + hash + ".jpg", false},
		{"/pictures/" + strings.ToUpper(hash) + ".jpg", false},
		{"/pictures/" + hash + ".png", false},
		{"/media/blog/logo.svg", false},
		{"/media/blog/", false},
		{"/etc/passwd", false},
		{"/api/admin/posts", false},
		{"/", false},
		{"//evil.example/x.jpg", false},
		{"http://example.com/a.jpg", false},
		{"https://", false},
		{"https://user:secret@example.com/a.jpg", false},
		{"HTTPS://example.com/a.jpg", false},
		{"javascript:alert(1)", false},
		{"data:image/png;base64,iVBORw0KGgo=", false},
		{"https://example.com/a b.jpg", false},
		{"https://example.com/a.jpg\"onerror=\"x", false},
		{"/media/blog/a\nb.webp", false},
	} {
		if got := ValidCoverAddress(c.s); got != c.ok {
			t.Errorf("ValidCoverAddress(%q) = %v, want %v", c.s, got, c.ok)
		}
		p := Post{Title: "Hot Stones", Status: PostDraft, FeaturedImage: c.s}
		if got := ErrorFields(p.Validate(coverClock))["featuredImage"]; c.ok && got != "" || !c.ok && got != MsgPostImage.Text {
			t.Errorf("Validate with %q: featuredImage %q", c.s, got)
		}
	}
}
