package dayspa

import (
	"context"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// The blog: articles the manager writes in the dashboard. A post is a
// draft (seen only in the dashboard) or published from its PublishAt on: a
// published post whose PublishAt is still ahead is scheduled, and appears
// by itself when the clock reaches it, as every public read asks
// Post.Live with the current time. Content is Markdown; the HTTP layer
// renders it to sanitized HTML.

// PostStatus is what the manager chose: draft or published.
type PostStatus string

const (
	PostDraft     PostStatus = "draft"
	PostPublished PostStatus = "published"
)

// PostState is what a visitor sees of a post at a moment: a draft, a post
// scheduled for later, or a published one.
type PostState string

const (
	StateDraft     PostState = "draft"
	StateScheduled PostState = "scheduled"
	StatePublished PostState = "published"
)

// Post is a wellness blog article.
type Post struct {
	ID       int64  `json:"id"`
	Title    string `json:"title"`
	Slug     string `json:"slug"`
	Excerpt  string `json:"excerpt"`
	Content  string `json:"content"`
	Category string `json:"category"`
	// CategoryAr is the Arabic name of the category (blog_category.go),
	// read with the post and set only through the category's own form;
	// "" while it has none.
	CategoryAr    string   `json:"categoryAr"`
	Tags          []string `json:"tags"`
	FeaturedImage string   `json:"featuredImage"`
	// Cover is the picture uploaded for the post (nil for none), CoverAlt
	// its text alternative; FeaturedImage is a cover given as a path.
	Cover    *Picture   `json:"cover"`
	CoverAlt string     `json:"coverAlt"`
	Status   PostStatus `json:"status"`
	// PublishAt is when a published post goes live, to the minute; nil on
	// a draft not yet given a date.
	PublishAt      *time.Time `json:"publishAt"`
	SEOTitle       string     `json:"seoTitle"`
	SEODescription string     `json:"seoDescription"`
	Author         string     `json:"author"`
	CreatedAt      time.Time  `json:"createdAt"`
	UpdatedAt      time.Time  `json:"updatedAt"`
	// Arabic is the post's Arabic version (blog_arabic.go), nil for none.
	Arabic *PostVersion `json:"ar"`
}

// Live reports whether visitors see the post at now: published, and its
// publish time reached.
func (p *Post) Live(now time.Time) bool {
	return p.Status == PostPublished && p.PublishAt != nil && !p.PublishAt.After(now)
}

// State is the post's state at now.
func (p *Post) State(now time.Time) PostState {
	switch {
	case p.Status != PostPublished:
		return StateDraft
	case p.Live(now):
		return StatePublished
	default:
		return StateScheduled
	}
}

// Date is the post's date as visitors read it: when it was published, or
// when it was written for one never published.
func (p *Post) Date() time.Time {
	if p.PublishAt != nil {
		return *p.PublishAt
	}
	return p.CreatedAt
}

// Modified is when the post last changed as visitors see it: its last
// edit, or its publish time for a post edited before it went live.
func (p *Post) Modified() time.Time {
	if d := p.Date(); d.After(p.UpdatedAt) {
		return d
	}
	return p.UpdatedAt
}

// LivePosts returns the posts of posts live at now, in their order, and
// the earliest publish time still ahead among the scheduled ones (zero
// when none is): a copy of the public list is good until then.
func LivePosts(posts []Post, now time.Time) (live []Post, next time.Time) {
	live = []Post{}
	for _, p := range posts {
		switch {
		case p.Live(now):
			live = append(live, p)
		case p.Status == PostPublished && p.PublishAt != nil:
			if next.IsZero() || p.PublishAt.Before(next) {
				next = *p.PublishAt
			}
		}
	}
	return live, next
}

// Messages of the post form.
var (
	MsgPostTitle          = NewMsg("post.title", "Title must be between 3 and 200 characters.")
	MsgPostSlug           = NewMsg("post.slug", "Slug must be lower-case letters and digits joined by single hyphens, at most 100 characters.")
	MsgPostSlugTaken      = NewMsg("post.slug_taken", "Another post already uses this slug.")
	MsgPostExcerpt        = NewMsg("post.excerpt", "Excerpt must be at most 500 characters.")
	MsgPostContent        = NewMsg("post.content", "Content must be at most 30000 characters.")
	MsgPostCategory       = NewMsg("post.category", "Category must be at most 50 characters.")
	MsgPostTags           = NewMsg("post.tags", "Use at most 10 tags of at most 30 characters each.")
	MsgPostStatus         = NewMsg("post.status", "Status must be draft or published.")
	MsgPostPublishAt      = NewMsg("post.publish_at", "Please choose when to publish the post.")
	MsgPostSEOTitle       = NewMsg("post.seo_title", "SEO title must be at most 70 characters.")
	MsgPostSEODescription = NewMsg("post.seo_description", "SEO description must be at most 160 characters.")
	MsgPostAuthor         = NewMsg("post.author", "Author must be at most 100 characters.")
	MsgPostImage          = NewMsg("post.image", "The cover picture must be a picture uploaded to this site or an https address.")
)

// maxPostContent is the longest article, in characters, of each version
// of a post.
const maxPostContent = 30000

// slugPattern is the shape of a post's slug, the last part of its address.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// ValidSlug reports whether s can be a post's slug.
func ValidSlug(s string) bool { return len(s) <= maxSlugLen && slugPattern.MatchString(s) }

// maxSlugLen is the longest slug, in characters, in either language.
const maxSlugLen = 100

// validPostTitle is the title rule of a post in either language: one
// line, 3 to 200 characters, at least 3 of which show.
func validPostTitle(title string) bool {
	return ValidText(title, OneLine) && VisibleLen(title) >= 3 && utf8.RuneCountInString(title) <= 200
}

// Slugify makes a slug from a title: lower-case ASCII letters and digits,
// every other run of characters one hyphen, at most 100 characters cut at
// a word. Common Latin accents lose their mark ("Café" gives "cafe"); a
// title in another script gives little or nothing, and the manager types
// the slug.
func Slugify(title string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range strings.ToLower(title) {
		if f, ok := latinFold[r]; ok {
			r = f
		}
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(r)
		} else if r != '\'' && r != '’' {
			hyphen = true
		}
	}
	s := b.String()
	for len(s) > maxSlugLen {
		i := strings.LastIndexByte(s[:maxSlugLen], '-')
		if i <= 0 {
			s = s[:maxSlugLen]
			break
		}
		s = s[:i]
	}
	return s
}

var latinFold = map[rune]rune{
	'à': 'a', 'á': 'a', 'â': 'a', 'ã': 'a', 'ä': 'a', 'å': 'a', 'ā': 'a',
	'ç': 'c', 'è': 'e', 'é': 'e', 'ê': 'e', 'ë': 'e', 'ē': 'e',
	'ì': 'i', 'í': 'i', 'î': 'i', 'ï': 'i', 'ī': 'i', 'ñ': 'n',
	'ò': 'o', 'ó': 'o', 'ô': 'o', 'õ': 'o', 'ö': 'o', 'ø': 'o', 'ō': 'o',
	'ù': 'u', 'ú': 'u', 'û': 'u', 'ü': 'u', 'ū': 'u', 'ý': 'y', 'ÿ': 'y',
}

// Validate trims the fields, makes the slug from the title when it is
// empty, cuts the publish time to its minute and checks every field. The
// publish time's day, on the spa's clock, is in the record window
// (RecordWindow: 2000-01-01 up to five years after today).
func (p *Post) Validate(clock Clock) error {
	f := FieldErrors{}
	for _, s := range []*string{&p.Title, &p.Slug, &p.Excerpt, &p.Category, &p.FeaturedImage, &p.SEOTitle, &p.SEODescription, &p.Author} {
		*s = strings.TrimSpace(*s)
	}
	if !validPostTitle(p.Title) {
		f.Add("title", MsgPostTitle)
	}
	if p.Slug == "" {
		p.Slug = Slugify(p.Title)
	}
	if !ValidSlug(p.Slug) {
		f.Add("slug", MsgPostSlug)
	}
	checkFreeText(f, "excerpt", p.Excerpt, 500, MsgPostExcerpt)
	checkFreeText(f, "content", p.Content, maxPostContent, MsgPostContent)
	checkLine(f, "category", p.Category, 50, MsgPostCategory)
	checkLine(f, "seoTitle", p.SEOTitle, 70, MsgPostSEOTitle)
	checkLine(f, "seoDescription", p.SEODescription, 160, MsgPostSEODescription)
	checkLine(f, "author", p.Author, 100, MsgPostAuthor)
	if p.FeaturedImage != "" && !ValidCoverAddress(p.FeaturedImage) {
		f.Add("featuredImage", MsgPostImage)
	}
	var altMsg Msg
	p.CoverAlt, altMsg = CleanAlt(p.CoverAlt)
	if altMsg != (Msg{}) && (p.Cover != nil || altMsg.Code != MsgAltRequired.Code) {
		// Without a cover the alt text may be empty; a cover needs one.
		f.Add("coverAlt", altMsg)
	}
	if p.Tags == nil {
		p.Tags = []string{}
	}
	tags := make([]string, 0, len(p.Tags))
	seen := map[string]bool{}
	for _, t := range p.Tags {
		t = strings.TrimSpace(t)
		if t == "" || seen[t] {
			continue
		}
		seen[t] = true
		if !ValidText(t, OneLine) || VisibleLen(t) == 0 || utf8.RuneCountInString(t) > 30 {
			f.Add("tags", MsgPostTags)
		}
		tags = append(tags, t)
	}
	if len(tags) > 10 {
		f.Add("tags", MsgPostTags)
	}
	p.Tags = tags
	p.validateArabic(f)
	switch p.Status {
	case PostDraft:
	case PostPublished:
		if p.PublishAt == nil {
			f.Add("publishAt", MsgPostPublishAt)
		}
	default:
		f.Add("status", MsgPostStatus)
	}
	if p.PublishAt != nil {
		t := p.PublishAt.UTC().Truncate(time.Minute)
		p.PublishAt = &t
		if today := clock.Today(); !InRecordWindow(DateOf(t.In(clock.Location)), today) {
			addRecordDate(f, "publishAt", today)
		}
	}
	return f.Err()
}

// checkLine refuses a one-line text that is not valid text or is longer
// than max characters.
func checkLine(f FieldErrors, field, v string, max int, msg Msg) {
	if !ValidText(v, OneLine) || v != "" && VisibleLen(v) == 0 || utf8.RuneCountInString(v) > max {
		f.Add(field, msg)
	}
}

// SetCoverAlt sets the alt text of the cover to come, which a cover
// requires: a field error on coverAlt, and p unchanged, when it breaks a
// rule. It is checked before the picture is processed, so that a refused
// upload stores nothing.
func (p *Post) SetCoverAlt(alt string) error {
	alt, msg := CleanAlt(alt)
	if msg != (Msg{}) {
		return FieldError("coverAlt", msg)
	}
	p.CoverAlt = alt
	return nil
}

// SetCover gives p the uploaded picture pic as its cover (described by
// the alt text SetCoverAlt set), in the place of a picture given as a
// path.
func (p *Post) SetCover(pic Picture) {
	p.Cover, p.FeaturedImage = &pic, ""
}

// RemoveCover leaves p without a picture, uploaded or given as a path.
func (p *Post) RemoveCover() {
	p.Cover, p.CoverAlt, p.FeaturedImage = nil, "", ""
}

// Image is the post's picture as one file, for link previews and
// structured data: its cover's widest JPEG (every reader takes JPEG), or
// the picture given as a path; "" for none.
func (p *Post) Image() string {
	if p.Cover != nil {
		if v, ok := p.Cover.Widest("image/jpeg"); ok {
			return v.Src
		}
	}
	return p.FeaturedImage
}

// BlogStore keeps the blog.
type BlogStore interface {
	// ListPosts returns every post, drafts and scheduled ones included,
	// newest first by Date.
	ListPosts(ctx context.Context) ([]Post, error)
	// GetPost returns the post whose slug is slug now, or ENOTFOUND.
	GetPost(ctx context.Context, slug string) (*Post, error)
	// GetArabicPost returns the post whose Arabic version's slug is slug
	// now, or ENOTFOUND.
	GetArabicPost(ctx context.Context, slug string) (*Post, error)
	// GetPostByID returns one post, or ENOTFOUND.
	GetPostByID(ctx context.Context, id int64) (*Post, error)
	// FormerPost returns the post that had the slug before its slug
	// changed, or ENOTFOUND.
	FormerPost(ctx context.Context, slug string) (*Post, error)
	// FormerArabicPost returns the post whose Arabic version had the slug
	// before its slug changed, or ENOTFOUND (also when the post has no
	// Arabic version now).
	FormerArabicPost(ctx context.Context, slug string) (*Post, error)
	// CreatePost stores p, its Arabic version with it, and sets its ID and
	// times. A zero Status is published at CreatedAt (the demo posts).
	// Returns a field error on slug for a taken slug, on ar.slug for an
	// Arabic slug another post's Arabic version has.
	CreatePost(ctx context.Context, p *Post) error
	// UpdatePost stores p, UpdatedAt the moment of the edit; when its slug changed, the old one is kept as
	// a former slug of p. Its Arabic version is stored, added or removed
	// with it, likewise keeping a changed Arabic slug as a former one; a
	// removed version takes its former slugs with it. A field error on
	// slug (or ar.slug) for a taken slug, ENOTFOUND for an unknown id.
	UpdatePost(ctx context.Context, p *Post) error
	// SetPostCover stores p's cover and its alt text (and its
	// FeaturedImage, which a cover replaces). When the cover changed,
	// remove is called inside the transaction with the old cover's keys no
	// other picture uses: when remove fails nothing changes. ENOTFOUND.
	SetPostCover(ctx context.Context, p *Post, remove func(keys []string) error) error
	// DeletePost removes a post, its Arabic version and the former slugs
	// of both, and calls remove,
	// inside the transaction, with its cover's keys no other picture uses.
	// ENOTFOUND.
	DeletePost(ctx context.Context, id int64, remove func(keys []string) error) error
}
