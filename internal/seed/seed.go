// Package seed holds the demo content a fresh dayspa installation starts with.
//
// The content lives in embedded files: services.json (a JSON array of
// services, in display order) and posts/*.md (one blog post per file). Each
// post file opens with a front-matter block of "key: value" lines between two
// lines reading "---", followed by the Markdown body:
//
//	---
//	title: The Ritual of the Moroccan Hammam
//	slug: the-ritual-of-the-moroccan-hammam
//	excerpt: One or two sentences.
//	category: Spa Rituals
//	tags: hammam, exfoliation
//	date: 2026-05-12
//	image: /media/blog/the-ritual-of-the-moroccan-hammam.webp
//	---
//	Markdown body...
//
// Values are taken verbatim after the first colon, trimmed of surrounding
// spaces; there is no quoting. title, slug, category, date and a non-empty
// body are required; excerpt, tags and image are optional. Any other key is an
// error, so a typo never silently drops a field.
//
// A post's Arabic version is posts/ar/<the post's slug>.md, in the same
// format with the keys title, slug (the Arabic slug, required), excerpt,
// seoTitle and seoDescription; the rest is the post's. It is written in
// Modern Standard Arabic for the spa's guests, adapted rather than
// translated, with the English article's headings, lists and quotes.
//
// The package imports nothing of the project: whoever inserts the content
// into a store calls Services and Posts.
package seed

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

//go:embed services.json team.json media.json media/*.webp posts/*.md posts/ar/*.md
var files embed.FS

// Service is one demo treatment. Price is in AED, written with two decimals
// ("350.00"); Duration is in minutes. NameAr and DescriptionAr are its
// Arabic name and description.
type Service struct {
	Name          string `json:"name"`
	NameAr        string `json:"nameAr"`
	Description   string `json:"description"`
	DescriptionAr string `json:"descriptionAr"`
	Category      string `json:"category"`
	Duration      int    `json:"duration"`
	Price         string `json:"price"`
	IsActive      bool   `json:"isActive"`
}

// Services returns the demo services in display order: the site shows the
// first few on the home and booking pages, so the signature treatments come
// first. It returns an error if services.json holds an unknown field, a
// service without a name or category, or anything but one JSON array.
func Services() ([]Service, error) {
	data, err := files.ReadFile("services.json")
	if err != nil {
		return nil, fmt.Errorf("seed: services.json: %w", err)
	}
	return parseServices(data)
}

func parseServices(data []byte) ([]Service, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var services []Service
	if err := dec.Decode(&services); err != nil {
		return nil, fmt.Errorf("seed: services.json: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("seed: services.json: unexpected data after the array")
	}
	for i, s := range services {
		if strings.TrimSpace(s.Name) == "" {
			return nil, fmt.Errorf("seed: services.json: service %d: name is required", i+1)
		}
		if strings.TrimSpace(s.Category) == "" {
			return nil, fmt.Errorf("seed: services.json: service %q: category is required", s.Name)
		}
	}
	return services, nil
}
