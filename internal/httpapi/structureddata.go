package httpapi

import (
	"net/url"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

// daySpaData is the schema.org DaySpa every page describes.
func daySpaData(biz Business, base *url.URL, image string) map[string]any {
	street := biz.Street
	if biz.District != "" {
		street += ", " + biz.District
	}
	v := map[string]any{
		"@context":   "https://schema.org",
		"@type":      "DaySpa",
		"@id":        base.String() + "/#spa",
		"name":       biz.Name,
		"url":        base.String() + "/",
		"telephone":  biz.Phone,
		"email":      biz.Email,
		"priceRange": biz.PriceRange,
		"address": map[string]any{
			"@type":           "PostalAddress",
			"streetAddress":   street,
			"addressLocality": biz.City,
			"addressRegion":   biz.City,
			"addressCountry":  biz.Country,
		},
		"openingHoursSpecification": []any{map[string]any{
			"@type":     "OpeningHoursSpecification",
			"dayOfWeek": []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"},
			"opens":     dayspa.FormatClock(dayspa.DefaultOpenMinute),
			"closes":    dayspa.FormatClock(dayspa.DefaultCloseMinute),
		}},
	}
	if image != "" {
		v["image"] = image
	}
	var same []string
	for _, u := range []string{biz.Facebook, biz.Instagram, biz.Twitter} {
		if u != "" {
			same = append(same, u)
		}
	}
	if len(same) > 0 {
		v["sameAs"] = same
	}
	return v
}

// articleData is the schema.org BlogPosting of a post's page.
func (st *site) articleData(pi pageInfo, image string) map[string]any {
	p := pi.article
	v := map[string]any{
		"@context":         "https://schema.org",
		"@type":            "BlogPosting",
		"headline":         p.Title,
		"description":      pi.description,
		"datePublished":    p.Date().UTC().Format(time.RFC3339),
		"dateModified":     p.UpdatedAt.UTC().Format(time.RFC3339),
		"mainEntityOfPage": st.absURL(pi.path),
		"author":           map[string]any{"@id": st.base.String() + "/#spa"},
		"publisher":        map[string]any{"@id": st.base.String() + "/#spa"},
	}
	if p.Author != "" {
		v["author"] = map[string]any{"@type": "Person", "name": p.Author}
	}
	if image != "" {
		v["image"] = image
	}
	if len(p.Tags) > 0 {
		v["keywords"] = strings.Join(p.Tags, ", ")
	}
	return v
}
