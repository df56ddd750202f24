package dayspa

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"
)

// The server's words for guests — the e-mails' subjects, headings, lines
// and labels, the calendar file's, the dates, times, durations, prices,
// therapist preferences and opening hours — come from one catalogue per
// language: catalog/{language}.json, a flat object from a stable key
// ("email.confirmed.subject", "weekday.5") to the text, with named
// placeholders in braces ("{service} on {date}"). English has every key;
// every other catalogue has exactly English's keys with English's
// placeholders (TestCatalogues), so a language is added by adding its
// file. Rules that are logic rather than words (which plural form a
// number takes, where a run of days begins) stay code and read their
// words from here.

//go:embed catalog/*.json
var catalogFiles embed.FS

// Catalogue is one language's words.
type Catalogue struct {
	lang  Language
	texts map[string]string
}

// catalogues are every catalogue file, by language, read once.
var catalogues = loadCatalogues()

func loadCatalogues() map[Language]Catalogue {
	files, err := catalogFiles.ReadDir("catalog")
	if err != nil {
		panic(err)
	}
	out := map[Language]Catalogue{}
	for _, f := range files {
		raw, err := catalogFiles.ReadFile(path.Join("catalog", f.Name()))
		if err != nil {
			panic(err)
		}
		c := Catalogue{lang: Language(strings.TrimSuffix(f.Name(), ".json"))}
		if err := json.Unmarshal(raw, &c.texts); err != nil {
			panic(fmt.Sprintf("catalog/%s: %v", f.Name(), err))
		}
		out[c.lang] = c
	}
	return out
}

// CatalogueLanguages are the languages that have a catalogue, sorted.
func CatalogueLanguages() []Language {
	var out []Language
	for l := range catalogues {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// Words is the catalogue of l; English's for a language without one.
func Words(l Language) Catalogue {
	if c, ok := catalogues[l]; ok {
		return c
	}
	return catalogues[English]
}

// Language is the catalogue's language.
func (c Catalogue) Language() Language { return c.lang }

// Has reports whether the catalogue has key.
func (c Catalogue) Has(key string) bool {
	_, ok := c.texts[key]
	return ok
}

// Keys are the catalogue's keys, sorted.
func (c Catalogue) Keys() []string {
	keys := make([]string, 0, len(c.texts))
	for k := range c.texts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Text is key's text with its placeholders filled from params, given as
// name and value in turn: Text("price", "amount", "1,250.50"). A key the
// catalogue lacks is read from English's (TestCatalogues keeps that from
// happening), a key no catalogue has is the key itself, so a missing
// word shows rather than vanishes.
func (c Catalogue) Text(key string, params ...string) string {
	text, ok := c.texts[key]
	if !ok {
		if text, ok = catalogues[English].texts[key]; !ok {
			return key
		}
	}
	return Fill(text, params...)
}

// Fill puts params (name and value in turn) into text's placeholders,
// each "{name}" by its value. Values are put in as they are, never read
// again for placeholders.
func Fill(text string, params ...string) string {
	if len(params) == 0 || !strings.Contains(text, "{") {
		return text
	}
	pairs := make([]string, 0, len(params))
	for i := 0; i+1 < len(params); i += 2 {
		pairs = append(pairs, "{"+params[i]+"}", params[i+1])
	}
	return strings.NewReplacer(pairs...).Replace(text)
}

// RightToLeft reports whether the language is written right to left
// (its catalogue's "direction" is "rtl").
func (c Catalogue) RightToLeft() bool { return c.Text("direction") == "rtl" }

// placeholder is a "{name}" in a catalogue's text.
var placeholder = regexp.MustCompile(`\{[a-z_]+\}`)

// Placeholders are the names in key's text, sorted, each once.
func (c Catalogue) Placeholders(key string) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range placeholder.FindAllString(c.texts[key], -1) {
		if name := p[1 : len(p)-1]; !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
