package pages

import (
	"context"
	"encoding/xml"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// TestBlogFeed: /blog/feed.xml is an Atom feed a reader can parse, with the
// newest 20 posts newest first, absolute links on the base URL, and each
// article as the same sanitized HTML the article page shows.
func TestBlogFeed(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		// 25 posts more, an hour apart and all older than xssPost, so the
		// feed must cut the list.
		for i := range 25 {
			p := dayspa.Post{
				Title: fmt.Sprintf("Feed post %02d", i), Slug: fmt.Sprintf("feed-post-%02d", i),
				Excerpt: "Short.", Content: "Body.", Category: "Wellness",
				CreatedAt: time.Date(2026, 11, 20, i, 0, 0, 0, time.UTC),
			}
			if err := ts.db.CreatePost(context.Background(), &p); err != nil {
				t.Fatal(err)
			}
		}

		resp, body := ts.do(t, "GET", "/blog/feed.xml", "", nil)
		if resp.StatusCode != 200 {
			t.Fatalf("status %d: %s", resp.StatusCode, body)
		}
		if ct := resp.Header.Get("Content-Type"); ct != "application/atom+xml; charset=utf-8" {
			t.Errorf("Content-Type %q", ct)
		}
		var feed struct {
			XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
			Title   string   `xml:"title"`
			ID      string   `xml:"id"`
			Updated string   `xml:"updated"`
			Links   []struct {
				Rel  string `xml:"rel,attr"`
				Href string `xml:"href,attr"`
			} `xml:"link"`
			Entries []struct {
				Title     string `xml:"title"`
				ID        string `xml:"id"`
				Published string `xml:"published"`
				Summary   string `xml:"summary"`
				Link      struct {
					Href string `xml:"href,attr"`
				} `xml:"link"`
				Categories []struct {
					Term string `xml:"term,attr"`
				} `xml:"category"`
				Content struct {
					Type string `xml:"type,attr"`
					Body string `xml:",chardata"`
				} `xml:"content"`
			} `xml:"entry"`
		}
		if err := xml.Unmarshal(body, &feed); err != nil {
			t.Fatalf("not Atom XML: %v\n%s", err, body)
		}
		if feed.Title != "Test Spa Blog" || feed.ID != "https://spa.example/blog" || feed.Updated != "2026-11-21T05:00:00Z" {
			t.Errorf("feed head: title %q, id %q, updated %q", feed.Title, feed.ID, feed.Updated)
		}
		if len(feed.Links) != 2 || feed.Links[0].Rel != "self" || feed.Links[0].Href != "https://spa.example/blog/feed.xml" {
			t.Errorf("links %+v", feed.Links)
		}
		if len(feed.Entries) != feedSize {
			t.Fatalf("%d entries, want %d", len(feed.Entries), feedSize)
		}
		first := feed.Entries[0]
		if first.Title != xssPost.Title || first.ID != "https://spa.example/blog/xss-check" || first.Link.Href != first.ID ||
			first.Published != "2026-11-21T05:00:00Z" || first.Summary != xssPost.Excerpt {
			t.Errorf("first entry %+v", first)
		}
		if first.Content.Type != "html" || !strings.Contains(first.Content.Body, "<strong>bold</strong>") {
			t.Errorf("content is not the article's HTML: %+v", first.Content)
		}
		for _, bad := range []string{"<script", "onerror", "javascript:"} {
			if strings.Contains(first.Content.Body, bad) {
				t.Errorf("the feed's article carries %q: %s", bad, first.Content.Body)
			}
		}
		if terms := fmt.Sprint(first.Categories); terms != "[{Testing} {safety}]" {
			t.Errorf("categories %s, want the category then the tags", terms)
		}
		// Newest first, and the oldest five of the 25 left out.
		for i := 1; i < len(feed.Entries); i++ {
			if feed.Entries[i].Published > feed.Entries[i-1].Published {
				t.Errorf("entry %d (%s) is newer than the one before", i, feed.Entries[i].Published)
			}
		}
		if last := feed.Entries[feedSize-1].Title; last != "Feed post 06" {
			t.Errorf("last entry %q, want Feed post 06", last)
		}

		// Every page names the feed for readers that look for it.
		_, page := ts.do(t, "GET", "/", "", nil)
		if want := `<link rel="alternate" type="application/atom+xml" title="Test Spa Blog" href="https://spa.example/blog/feed.xml">`; !strings.Contains(string(page), want) {
			t.Errorf("the home page does not link the feed: want %s", want)
		}
	})
}
