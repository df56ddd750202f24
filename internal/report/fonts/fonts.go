// Package fonts holds DejaVu Sans (README.md), embedded so that every PDF
// the spa makes shows the same letters on any machine: Latin, the
// Arabic script with its presentation forms, and symbols such as "×".
package fonts

import (
	_ "embed"
	"strings"
)

var (
	//go:embed DejaVuSans.ttf
	Regular []byte
	//go:embed DejaVuSans-Bold.ttf
	Bold []byte
)

// Drawable returns s with a replacement sign (U+FFFD) for each character
// beyond the Basic Multilingual Plane, an emoji say: the PDF writer's font
// tables hold only that plane, and such a character would stop the writer.
func Drawable(s string) string {
	return strings.Map(func(r rune) rune {
		if r > 0xFFFF {
			return '\uFFFD'
		}
		return r
	}, s)
}
