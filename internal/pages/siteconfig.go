package pages

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"

	xhtml "golang.org/x/net/html"

	"github.com/dayspa/dayspa"
)

// configScriptID is the id of the JSON block that hands the app the
// settings only the server knows (the ad tracker's id, the spa's time
// zone, the business details as configured).
const configScriptID = "dayspa-config"

// pageConfig is the page's #dayspa-config block: the settings only the
// server knows, from which the app renders the spa's details. The app
// keeps no copy of its own, so a deployment's details reach every page
// and link without rebuilding the app.
type pageConfig struct {
	// SnapPixelID turns the ad tracker on; "" is off.
	SnapPixelID string `json:"snapPixelId"`
	// TimeZone is the spa's clock (DAYSPA_TIMEZONE), an IANA name such as
	// "Asia/Dubai": the app dates bookings, posts and messages by it, not
	// by the visitor's zone.
	TimeZone string `json:"timeZone"`
	// ChangeCutoff is how long before the start a guest may still change
	// or cancel a booking on the manage page (DAYSPA_CHANGE_CUTOFF), as
	// people say it: "12 hours" (dayspa.FormatCutoff, as the manage page).
	ChangeCutoff string `json:"changeCutoff"`
	// SlotTimes are the start times ("15:04") the booking form offers
	// until a service and a day are chosen: the grid (DAYSPA_SLOT_STEP)
	// of the stored week (dayspa.SlotRules.WeekTimes).
	SlotTimes []string `json:"slotTimes"`
	// Retention is how long the privacy policy says each kind of record
	// is kept: the retention job's months as stored, in words.
	Retention dayspa.RetentionWords `json:"retention"`
	Business  businessView          `json:"business"`
}

// businessView is Business as the app reads it, with the links and the
// opening hours worked out here, so that the app and the server's fill of
// the prerendered pages (fillPage) render the very same strings.
type businessView struct {
	Name       string `json:"name"`
	ShortName  string `json:"shortName"`
	Hotel      string `json:"hotel"`
	Street     string `json:"street"`
	District   string `json:"district"`
	City       string `json:"city"`
	Country    string `json:"country"`
	Phone      string `json:"phone"`
	WhatsApp   string `json:"whatsapp"`
	Email      string `json:"email"`
	PriceRange string `json:"priceRange"`
	// Hours are the weekly opening hours the manager stores, in words.
	Hours     businessHours `json:"hours"`
	Facebook  string        `json:"facebook"`
	Instagram string        `json:"instagram"`
	Twitter   string        `json:"twitter"`
	Links     businessLinks `json:"links"`
}

// businessHours are the weekly opening hours as each sentence of the app
// says them (dayspa.OpeningHours.Sentences), so the app and the prerendered
// pages' placeholders need no rule of their own. The comments give the
// default week's words; a week not open the same hours every day reads
// "Tue-Sun 10:00 AM to 10:00 PM (closed Mon)" in each of them.
type businessHours struct {
	Week          string `json:"week"`          // Mon-Sun 9:00 AM to 10:00 PM
	WeekLong      string `json:"weekLong"`      // Monday-Sunday 9:00 AM - 10:00 PM
	Daily         string `json:"daily"`         // daily 9:00 AM to 10:00 PM
	DailyDash     string `json:"dailyDash"`     // daily 9:00 AM-10:00 PM
	EveryDayFrom  string `json:"everyDayFrom"`  // every day from 9:00 AM to 10:00 PM
	EveryDay      string `json:"everyDay"`      // Every day 9:00 AM - 10:00 PM
	EveryDayComma string `json:"everyDayComma"` // every day, 9:00 AM to 10:00 PM
}

// businessLinks are the hrefs of the spa's contact links.
type businessLinks struct {
	Tel      string `json:"tel"`      // tel:+97141234567
	Mailto   string `json:"mailto"`   // mailto:hello@spa.example
	WhatsApp string `json:"whatsapp"` // https://wa.me/971501234567; the app adds ?text=
	Maps     string `json:"maps"`     // a map search for the hotel
}

// newPageConfig is the config block of the pages in lang: the details,
// the opening hours and the cut-off as that language writes them. The
// links are the same in every language (the map searches the English
// address, which every map service knows).
func newPageConfig(lang dayspa.Language, biz dayspa.Business, snapPixelID string, cutoff time.Duration, loc *time.Location, slotStep int, oh dayspa.OpeningHours, rs dayspa.RetentionSettings) pageConfig {
	english := biz
	biz = biz.In(lang)
	hours, cutoffWords := businessHours(oh.Sentences(lang)), dayspa.FormatCutoffIn(cutoff, lang)
	short := biz.ShortName
	if short == "" {
		short = biz.Name
	}
	return pageConfig{
		SnapPixelID:  snapPixelID,
		TimeZone:     loc.String(),
		ChangeCutoff: cutoffWords,
		SlotTimes:    dayspa.SlotRules{Step: slotStep}.WeekTimes(oh),
		Retention:    rs.Words(lang),
		Business: businessView{
			Name: biz.Name, ShortName: short, Hotel: biz.HotelName(), Street: biz.Street, District: biz.District,
			City: biz.City, Country: biz.Country, Phone: biz.Phone, WhatsApp: biz.WhatsApp, Email: biz.Email,
			PriceRange: biz.PriceRange,
			Hours:      hours,
			Facebook:   biz.Facebook, Instagram: biz.Instagram, Twitter: biz.Twitter,
			Links: businessLinks{
				Tel:      telHref(biz.Phone),
				Mailto:   "mailto:" + url.PathEscape(biz.Email),
				WhatsApp: "https://wa.me/" + digitsOnly(biz.WhatsApp),
				Maps: "https://www.google.com/maps/search/?api=1&query=" +
					url.QueryEscape(strings.Join(nonEmpty(english.HotelName(), english.District, english.City), ", ")),
			},
		},
	}
}

// telHref dials the phone's digits, with its leading + (international
// form) when it has one: "+971 4 123 4567" is tel:+97141234567.
func telHref(phone string) string {
	phone = strings.TrimSpace(phone)
	prefix := ""
	if strings.HasPrefix(phone, "+") {
		prefix = "+"
	}
	return "tel:" + prefix + digitsOnly(phone)
}

func digitsOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

func nonEmpty(parts ...string) []string {
	return slices.DeleteFunc(parts, func(s string) bool { return strings.TrimSpace(s) == "" })
}

// The web build does not know a deployment's details. Where the app
// renders one of pageConfig's strings, the prerendered pages and
// page-meta.json hold a placeholder naming it by its path in the JSON
// block: {{business.phone}}, {{business.links.tel}}, {{snapPixelId}}
// (web/src/config/business.ts makes them). An element that shows only
// when a setting is set, such as a social link, carries
// data-config-if="business.facebook": the server drops it when that
// setting is empty, as the app, reading the same block, does not render
// it.
var placeholderPattern = regexp.MustCompile(`\{\{([A-Za-z][A-Za-z0-9_.]*)\}\}`)

const conditionAttr = "data-config-if"

// placeholders returns every string of the block by its path, the
// values placeholders stand for.
func (c pageConfig) placeholders() map[string]string {
	data, _ := json.Marshal(c) // strings only: it always marshals
	var tree map[string]any
	_ = json.Unmarshal(data, &tree)
	values := map[string]string{}
	var walk func(prefix string, v any)
	walk = func(prefix string, v any) {
		switch v := v.(type) {
		case string:
			values[prefix] = v
		case map[string]any:
			for k, child := range v {
				if prefix != "" {
					k = prefix + "." + k
				}
				walk(k, child)
			}
		}
	}
	walk("", tree)
	return values
}

// fillText puts the configured values in place of the placeholders of a
// plain text (page metadata, written HTML-escaped later).
func fillText(s string, values map[string]string) (string, error) {
	var unknown error
	out := placeholderPattern.ReplaceAllStringFunc(s, func(m string) string {
		v, ok := values[m[2:len(m)-2]]
		if !ok && unknown == nil {
			unknown = fmt.Errorf("unknown placeholder %s", m)
		}
		return v
	})
	return out, unknown
}

// fillHTML puts the configured values, HTML-escaped, in place of the
// placeholders of prerendered HTML (text and attribute values alike:
// React writes every attribute quoted), and drops the elements whose
// data-config-if setting is empty. An unknown placeholder or setting is an
// error: the web build and the server disagree.
func fillHTML(fragment string, values map[string]string) (string, error) {
	dropped, err := dropUnset(fragment, values)
	if err != nil {
		return "", err
	}
	var unknown error
	out := placeholderPattern.ReplaceAllStringFunc(dropped, func(m string) string {
		v, ok := values[m[2:len(m)-2]]
		if !ok && unknown == nil {
			unknown = fmt.Errorf("unknown placeholder %s", m)
		}
		return html.EscapeString(v)
	})
	return out, unknown
}

// dropUnset removes each element whose data-config-if names an empty
// setting, from its start tag to its end tag.
func dropUnset(fragment string, values map[string]string) (string, error) {
	if !strings.Contains(fragment, conditionAttr) {
		return fragment, nil
	}
	z := xhtml.NewTokenizer(strings.NewReader(fragment))
	var out bytes.Buffer
	skipping, depth := "", 0 // the dropped element's tag, and how deep in it
	for {
		tt := z.Next()
		if tt == xhtml.ErrorToken {
			if errors.Is(z.Err(), io.EOF) {
				break
			}
			return "", z.Err()
		}
		// A copy: reading a tag's name and attributes rewrites the
		// tokenizer's buffer in place (lower case, entities decoded).
		raw := bytes.Clone(z.Raw())
		if skipping != "" {
			name, _ := z.TagName()
			switch {
			case tt == xhtml.StartTagToken && string(name) == skipping:
				depth++
			case tt == xhtml.EndTagToken && string(name) == skipping:
				if depth--; depth == 0 {
					skipping = ""
				}
			}
			continue
		}
		if (tt == xhtml.StartTagToken || tt == xhtml.SelfClosingTagToken) && bytes.Contains(raw, []byte(conditionAttr)) {
			tok := z.Token()
			if i := slices.IndexFunc(tok.Attr, func(a xhtml.Attribute) bool { return a.Key == conditionAttr }); i >= 0 {
				v, ok := values[tok.Attr[i].Val]
				if !ok {
					return "", fmt.Errorf("%s names no setting: %q", conditionAttr, tok.Attr[i].Val)
				}
				if v == "" {
					if tt == xhtml.StartTagToken {
						skipping, depth = tok.Data, 1
					}
					continue
				}
			}
		}
		out.Write(raw)
	}
	if skipping != "" {
		return "", fmt.Errorf("no end tag for a <%s %s>", skipping, conditionAttr)
	}
	return out.String(), nil
}
