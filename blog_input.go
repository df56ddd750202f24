package dayspa

import "time"

// The post form of the dashboard: a new post, or an edit of the fields it
// gives.

// PostInput is the post form; on an edit a field left out (or null) stays,
// but publishAt, which null clears. A post published without a publish
// time is published at once (now).
type PostInput struct {
	Title          *string      `json:"title"`
	Slug           *string      `json:"slug"`
	Excerpt        *string      `json:"excerpt"`
	Content        *string      `json:"content"`
	Category       *string      `json:"category"`
	Tags           *[]string    `json:"tags"`
	FeaturedImage  *string      `json:"featuredImage"`
	CoverAlt       *string      `json:"coverAlt"`
	Status         *PostStatus  `json:"status"`
	PublishAt      OptionalTime `json:"publishAt"`
	SEOTitle       *string      `json:"seoTitle"`
	SEODescription *string      `json:"seoDescription"`
	Author         *string      `json:"author"`
	// Arabic is the Arabic version: left out it stays, null removes it,
	// an object sets the fields it holds (blog_arabic.go).
	Arabic OptionalVersion `json:"ar"`
}

// Apply writes the fields given onto p; now is the publish time of a post
// published without one.
func (in PostInput) Apply(p *Post, now time.Time) {
	set := func(dst *string, v *string) {
		if v != nil {
			*dst = *v
		}
	}
	set(&p.Title, in.Title)
	set(&p.Slug, in.Slug)
	set(&p.Excerpt, in.Excerpt)
	set(&p.Content, in.Content)
	set(&p.Category, in.Category)
	set(&p.FeaturedImage, in.FeaturedImage)
	set(&p.CoverAlt, in.CoverAlt)
	set(&p.SEOTitle, in.SEOTitle)
	set(&p.SEODescription, in.SEODescription)
	set(&p.Author, in.Author)
	if in.Tags != nil {
		p.Tags = append([]string{}, (*in.Tags)...)
	}
	in.Arabic.apply(p)
	if in.Status != nil {
		p.Status = *in.Status
	}
	if in.PublishAt.Set {
		p.PublishAt = nil
		if in.PublishAt.Time != nil {
			t := *in.PublishAt.Time
			p.PublishAt = &t
		}
	}
	if p.Status == PostPublished && p.PublishAt == nil {
		t := now
		p.PublishAt = &t
	}
}

// OptionalTime is a time a form may give, clear (null) or leave out.
type OptionalTime struct {
	Set  bool       // the field was in the form, null or not
	Time *time.Time // nil: cleared
}

// UnmarshalJSON reads an RFC 3339 time or null; encoding/json calls it
// for null too, and not at all for a field left out.
func (o *OptionalTime) UnmarshalJSON(data []byte) error {
	o.Set = true
	if string(data) == "null" {
		o.Time = nil
		return nil
	}
	var t time.Time
	if err := t.UnmarshalJSON(data); err != nil {
		return err
	}
	o.Time = &t
	return nil
}

// New returns the post the form describes at the clock's now, a draft
// unless it says otherwise.
func (in PostInput) New(clock Clock) (Post, error) {
	p := Post{Status: PostDraft, Tags: []string{}}
	in.Apply(&p, clock.Now())
	return p, p.Validate(clock)
}
