// Package fonts holds DejaVu Sans (README.md), embedded so that every PDF
// the spa makes shows the same letters on any machine: Latin, the
// Arabic script with its presentation forms, and symbols such as "×".
package fonts

import _ "embed"

var (
	//go:embed DejaVuSans.ttf
	Regular []byte
	//go:embed DejaVuSans-Bold.ttf
	Bold []byte
)
