package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// configSettings is every environment variable of Config with its default
// ("" when it has none), as the settings table prints them.
func configSettings() map[string]string {
	out := map[string]string{}
	for _, st := range settings() {
		out[st.name] = st.def
	}
	return out
}

var backticked = regexp.MustCompile("`([^`]*)`")

// readmeSettings reads README.md's Configuration table: each variable with
// its default cell's values in backticks (none: the setting has no
// default, the cell says "unset" or what is used instead). A row may name
// several variables, the later ones shortened to their suffix
// ("`DAYSPA_BUSINESS_ADDRESS`, `_DISTRICT`"), with one default each or one
// for all.
func readmeSettings(t *testing.T) map[string][]string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "| variable | default | meaning |")
	if !ok {
		t.Fatal("README.md has no settings table (| variable | default | meaning |)")
	}
	out := map[string][]string{}
	for _, line := range strings.Split(table, "\n")[2:] {
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(line, " | ")
		if len(cells) < 3 {
			t.Fatalf("README.md settings row %q: want three cells", line)
		}
		var names []string
		for _, m := range backticked.FindAllStringSubmatch(cells[0], -1) {
			name := m[1]
			if strings.HasPrefix(name, "_") && len(names) > 0 {
				first := names[0]
				name = first[:strings.LastIndex(first, "_")] + name
			}
			names = append(names, name)
		}
		var defaults []string
		for _, m := range backticked.FindAllStringSubmatch(cells[1], -1) {
			defaults = append(defaults, m[1])
		}
		for i, name := range names {
			switch {
			case len(defaults) == len(names):
				out[name] = defaults[i : i+1]
			default:
				out[name] = defaults
			}
		}
	}
	return out
}

// TestReadmeSettings keeps README.md's table of settings equal to Config:
// every variable the program reads is there, with the default it has, and
// the table names nothing the program does not read.
func TestReadmeSettings(t *testing.T) {
	want := configSettings()
	got := readmeSettings(t)
	for name, def := range want {
		doc, ok := got[name]
		switch {
		case !ok:
			t.Errorf("README.md does not document %s (default %q)", name, def)
		case def == "" && len(doc) != 0:
			t.Errorf("README.md gives %s the default %q; it has none", name, doc)
		case def != "" && !slices.Equal(doc, []string{def}):
			t.Errorf("README.md gives %s the default %q; config.go has %q", name, doc, def)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("README.md documents %s, which the program does not read", name)
		}
	}
}
