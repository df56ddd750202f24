package pages

import (
	"maps"
	"net/url"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

// daySpaData is the schema.org DaySpa every page of language l describes,
// open the weekly hours oh, with the special days that have not ended.
// The name, phone and address are as configured in every language; on
// another language's pages the url is that language's home and the
// description is in that language (daySpaDescription). One @id in every
// language: it is one business.
func daySpaData(l langMeta, biz dayspa.Business, base *url.URL, image string, oh dayspa.OpeningHours, special []dayspa.SpecialDay) map[string]any {
	street := biz.Street
	if biz.District != "" {
		street += ", " + biz.District
	}
	home := base.String() + "/"
	if !l.isDefault() {
		home = base.String() + l.path("/")
	}
	v := map[string]any{
		"@context":   "https://schema.org",
		"@type":      "DaySpa",
		"@id":        base.String() + "/#spa",
		"name":       biz.Name,
		"url":        home,
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
		"openingHoursSpecification": openingHoursData(oh),
	}
	if len(special) > 0 {
		v["specialOpeningHoursSpecification"] = specialHoursData(special)
	}
	if d := daySpaDescription(l.Code, biz); d != "" {
		v["description"] = d
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

// daySpaDescription is what the DaySpa data of the pages in language
// code says of the spa, with its place as that language writes it
// (Business.In: the Arabic hotel, district and city where they are set,
// else the English ones); "" for English, whose
// pages' DaySpa has carried no description so far (their description is
// the page's own meta description).
//
// DaySpa is a LocalBusiness: schema.org gives it no inLanguage (that is a
// CreativeWork's), so the language shows in the words alone; a post's
// BlogPosting says its inLanguage (articleData).
func daySpaDescription(code dayspa.Language, biz dayspa.Business) string {
	if code != dayspa.Arabic {
		return ""
	}
	biz = biz.In(code)
	where := strings.Join(nonEmpty(biz.HotelName(), biz.District, biz.City), "، ")
	return "منتجع صحي فاخر في " + where + ": تدليك علاجي، وعلاجات للوجه والجسم، " +
		"وحمّام مغربي، وباقات للأزواج، يقدّمها معالجون معتمدون في أجواء من الهدوء والسكينة."
}

// openingHoursData is one OpeningHoursSpecification per run of days
// open the same hours; closed days have none.
func openingHoursData(oh dayspa.OpeningHours) []any {
	out := []any{}
	for _, r := range oh.Runs() {
		if r.Hours == nil {
			continue
		}
		var days []string
		for _, d := range r.Days() {
			days = append(days, d.String())
		}
		out = append(out, map[string]any{
			"@type":     "OpeningHoursSpecification",
			"dayOfWeek": days,
			"opens":     dayspa.FormatClock(r.Hours.Open),
			"closes":    dayspa.FormatClock(r.Hours.Close),
		})
	}
	return out
}

// specialHoursData is an OpeningHoursSpecification per special day, valid
// from its first to its last date; a closed one opens and closes at 00:00,
// as schema.org writes a closed day.
func specialHoursData(special []dayspa.SpecialDay) []any {
	out := []any{}
	for _, sd := range special {
		opens, closes := "00:00", "00:00"
		if sd.Hours != nil {
			opens, closes = dayspa.FormatClock(sd.Hours.Open), dayspa.FormatClock(sd.Hours.Close)
		}
		out = append(out, map[string]any{
			"@type":        "OpeningHoursSpecification",
			"validFrom":    sd.From.String(),
			"validThrough": sd.To.String(),
			"opens":        opens,
			"closes":       closes,
		})
	}
	return out
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
	if st.meta.multilingual() {
		v["inLanguage"] = st.meta.language(pi.lang).Code
	}
	return v
}

// withRating is the DaySpa structured data spa with the aggregate rating
// of the shown reviews; without a rating, spa as it is: the spa claims no
// rating it cannot show.
func withRating(spa map[string]any, rt *dayspa.Rating) map[string]any {
	if rt == nil {
		return spa
	}
	v := maps.Clone(spa)
	v["aggregateRating"] = map[string]any{
		"@type":       "AggregateRating",
		"ratingValue": rt.Value,
		"reviewCount": rt.Count,
		"bestRating":  5,
		"worstRating": 1,
	}
	return v
}
