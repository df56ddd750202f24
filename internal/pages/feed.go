package pages

import (
	"encoding/xml"
	"io"
	"net/http"
	"time"

	"github.com/dayspa/dayspa"
)

// The blog's Atom feed (RFC 4287): the newest posts, each with its article
// as the same sanitized HTML the article page shows, so a feed reader
// shows what a visitor reads and nothing a post's Markdown could smuggle.
// /ar/blog/feed.xml is the Arabic one: the newest posts that have an
// Arabic version, in Arabic.

// feedSize is how many of the newest posts the feed carries.
const feedSize = 20

// feedPathIn and feedTitleIn are the feed of the blog in lang:
// /blog/feed.xml, /ar/blog/feed.xml; its title as readers list it, the
// catalogue's "blog.feed_title" ("Serenity Day Spa Blog").
func feedPathIn(lang dayspa.Language) string { return blogPath(lang) + "/feed.xml" }

func feedTitleIn(spaName string, lang dayspa.Language) string {
	return dayspa.Words(lang).Text("blog.feed_title", "spa", spaName)
}

// businessNameIn is the spa's name as the pages in lang say it (their
// config block's: setStored makes one for every language).
func (st *site) businessNameIn(lang dayspa.Language) string {
	return st.configs[lang].Business.Name
}

type atomFeed struct {
	XMLName xml.Name    `xml:"feed"`
	XMLNS   string      `xml:"xmlns,attr"`
	Lang    string      `xml:"http://www.w3.org/XML/1998/namespace lang,attr,omitempty"`
	Title   string      `xml:"title"`
	ID      string      `xml:"id"`
	Updated string      `xml:"updated"`
	Links   []atomLink  `xml:"link"`
	Author  atomPerson  `xml:"author"`
	Entries []atomEntry `xml:"entry"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomPerson struct {
	Name string `xml:"name"`
}

type atomText struct {
	Type string `xml:"type,attr,omitempty"`
	Body string `xml:",chardata"`
}

type atomCategory struct {
	Term string `xml:"term,attr"`
}

type atomEntry struct {
	Title      string         `xml:"title"`
	ID         string         `xml:"id"`
	Link       atomLink       `xml:"link"`
	Published  string         `xml:"published"`
	Updated    string         `xml:"updated"`
	Summary    *atomText      `xml:"summary,omitempty"`
	Categories []atomCategory `xml:"category"`
	Content    atomText       `xml:"content"`
}

// blogFeed answers /blog/feed.xml.
func (s *Server) blogFeed(w http.ResponseWriter, r *http.Request) {
	s.serveFeed(w, r, dayspa.English)
}

// arabicBlogFeed answers /ar/blog/feed.xml.
func (s *Server) arabicBlogFeed(w http.ResponseWriter, r *http.Request) {
	s.serveFeed(w, r, dayspa.Arabic)
}

// serveFeed answers the feed of the blog in lang.
func (s *Server) serveFeed(w http.ResponseWriter, r *http.Request, lang dayspa.Language) {
	live, err := s.answers.LivePosts(r.Context())
	if err != nil {
		loggerFrom(r.Context()).Error("blog feed", "err", err)
		http.Error(w, "feed unavailable", http.StatusServiceUnavailable)
		return
	}
	posts := dayspa.PostsIn(live, lang)
	posts = posts[:min(len(posts), feedSize)]
	feed := atomFeed{
		XMLNS: "http://www.w3.org/2005/Atom",
		Title: feedTitleIn(s.site.businessNameIn(lang), lang),
		ID:    s.site.absURL(blogPath(lang)),
		Links: []atomLink{
			{Rel: "self", Type: "application/atom+xml", Href: s.site.absURL(feedPathIn(lang))},
			{Rel: "alternate", Type: "text/html", Href: s.site.absURL(blogPath(lang))},
		},
		Author: atomPerson{Name: s.site.businessNameIn(lang)},
		// A feed must say when it last changed: its newest post, or, with
		// none, a fixed moment rather than a clock that would make every
		// read look like news.
		Updated: atomTime(time.Unix(0, 0)),
	}
	if len(posts) > 0 {
		// The newest post is not always the last one edited.
		updated := posts[0].Modified()
		for _, p := range posts {
			if p.Modified().After(updated) {
				updated = p.Modified()
			}
		}
		feed.Updated = atomTime(updated)
	}
	if lang == dayspa.Arabic {
		feed.Lang = string(lang)
	}
	for _, p := range posts {
		feed.Entries = append(feed.Entries, s.feedEntry(p, lang))
	}
	w.Header().Set("Content-Type", "application/atom+xml; charset=utf-8")
	// Asked again each time: a scheduled post joins the feed on its minute.
	w.Header().Set("Cache-Control", cachePage)
	_, _ = io.WriteString(w, xml.Header)
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(feed); err != nil {
		loggerFrom(r.Context()).Debug("write blog feed", "err", err)
	}
}

// feedEntry is the entry of p, a post as its readers in lang see it
// (Post.In).
func (s *Server) feedEntry(p dayspa.Post, lang dayspa.Language) atomEntry {
	link := s.site.absURL(postPath(&p, lang))
	e := atomEntry{
		Title:     p.Title,
		ID:        link,
		Link:      atomLink{Rel: "alternate", Type: "text/html", Href: link},
		Published: atomTime(p.Date()),
		Updated:   atomTime(p.Modified()),
		Content:   atomText{Type: "html", Body: s.html.Render(p.ID, p.Content)},
	}
	if p.Excerpt != "" {
		e.Summary = &atomText{Body: p.Excerpt}
	}
	if c := p.CategoryIn(lang); c != "" {
		e.Categories = append(e.Categories, atomCategory{Term: c})
	}
	for _, t := range p.Tags {
		e.Categories = append(e.Categories, atomCategory{Term: t})
	}
	return e
}

// atomTime is an RFC 3339 moment in UTC, as Atom's dates are.
func atomTime(t time.Time) string {
	return t.UTC().Format(time.RFC3339)
}
