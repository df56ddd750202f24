package seed

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

//go:embed categories.json
var categoriesJSON []byte

// Category is the Arabic name of a demo post's category (the English
// name the posts' front matter gives).
type Category struct {
	Name   string `json:"name"`
	NameAr string `json:"nameAr"`
}

// Categories returns categories.json: the Arabic names of the demo posts'
// categories. A category without a name or an Arabic name, a name given
// twice or an unknown field is an error.
func Categories() ([]Category, error) {
	var out []Category
	dec := json.NewDecoder(bytes.NewReader(categoriesJSON))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&out); err != nil {
		return nil, fmt.Errorf("seed: categories.json: %w", err)
	}
	seen := map[string]bool{}
	for _, c := range out {
		if strings.TrimSpace(c.Name) == "" || strings.TrimSpace(c.NameAr) == "" {
			return nil, fmt.Errorf("seed: categories.json: %q: name and nameAr are required", c.Name)
		}
		if seen[c.Name] {
			return nil, fmt.Errorf("seed: categories.json: %q is given twice", c.Name)
		}
		seen[c.Name] = true
	}
	return out, nil
}
