// Package arabictext lays Arabic out for the PDF writer (fpdf), so that
// every PDF the spa makes (tax documents, reports, gift cards) shapes and
// orders Arabic by one rule.
package arabictext

import (
	"strings"
	"unicode"

	"codeberg.org/go-pdf/fpdf"

	"github.com/dayspa/dayspa/internal/report/fonts"
)

// Arabic in a PDF. The PDF writer places one glyph per character, left to
// right, and knows nothing of Arabic: the letters would come out in their
// isolated forms, unjoined, and in reverse. So before a text is handed to
// it, Visual does what a text layout engine does for Arabic:
//
//   - shaping: each letter takes the form (isolated, initial, medial or
//     final) that joins it to its neighbours, from Unicode's Arabic
//     presentation forms, which DejaVu Sans draws; lam followed by alef
//     becomes their ligature, as Arabic is always written;
//   - ordering: an Arabic text reads right to left, so its letters are laid
//     out from the right, while the numbers and Latin words inside it keep
//     reading left to right ("5٪", "100123456700003").
//
// A PDF reader that extracts the text (pdftotext) maps the presentation
// forms back to the letters (NFKC) and puts right-to-left words back into
// reading order.

// joining is how a letter joins its neighbours.
type joining uint8

const (
	joinNone  joining = iota // joins neither side: hamza, or not a letter
	joinRight                // joins only the letter before it: alef, dal, waw …
	joinDual                 // joins both sides: beh, seen, lam …
	joinCause                // tatweel: joins both sides and has no forms
)

// arabicLetter is a letter's joining and its first presentation form
// (isolated; final, initial and medial follow it, as far as the letter has
// them).
type arabicLetter struct {
	join  joining
	first rune
}

var arabicLetters = func() map[rune]arabicLetter {
	m := map[rune]arabicLetter{0x0621: {joinNone, 0xFE80}, 0x0640: {joinCause, 0}}
	// U+0622 … U+064A in Unicode's order, and U+FE81 onwards holds their
	// forms in the same order: two for a letter that joins only on the
	// right, four for one that joins on both sides.
	next := rune(0xFE81)
	for _, l := range []struct {
		r    rune
		join joining
	}{
		{0x0622, joinRight}, {0x0623, joinRight}, {0x0624, joinRight}, {0x0625, joinRight},
		{0x0626, joinDual}, {0x0627, joinRight}, {0x0628, joinDual}, {0x0629, joinRight},
		{0x062A, joinDual}, {0x062B, joinDual}, {0x062C, joinDual}, {0x062D, joinDual},
		{0x062E, joinDual}, {0x062F, joinRight}, {0x0630, joinRight}, {0x0631, joinRight},
		{0x0632, joinRight}, {0x0633, joinDual}, {0x0634, joinDual}, {0x0635, joinDual},
		{0x0636, joinDual}, {0x0637, joinDual}, {0x0638, joinDual}, {0x0639, joinDual},
		{0x063A, joinDual}, {0x0641, joinDual}, {0x0642, joinDual}, {0x0643, joinDual},
		{0x0644, joinDual}, {0x0645, joinDual}, {0x0646, joinDual}, {0x0647, joinDual},
		{0x0648, joinRight}, {0x0649, joinRight}, {0x064A, joinDual},
	} {
		m[l.r] = arabicLetter{l.join, next}
		if l.join == joinDual {
			next += 4
		} else {
			next += 2
		}
	}
	// Persian letters a guest's name may hold (presentation forms A).
	m[0x067E] = arabicLetter{joinDual, 0xFB56}  // peh
	m[0x0686] = arabicLetter{joinDual, 0xFB7A}  // tcheh
	m[0x0698] = arabicLetter{joinRight, 0xFB8A} // jeh
	m[0x06A9] = arabicLetter{joinDual, 0xFB8E}  // keheh
	m[0x06AF] = arabicLetter{joinDual, 0xFB92}  // gaf
	m[0x06CC] = arabicLetter{joinDual, 0xFBFC}  // farsi yeh
	return m
}()

// lamAlef is the isolated form of lam followed by each alef; the final
// form follows it.
var lamAlef = map[rune]rune{0x0622: 0xFEF5, 0x0623: 0xFEF7, 0x0625: 0xFEF9, 0x0627: 0xFEFB}

// transparent reports whether r is a mark (a vowel sign, shadda) that sits
// on a letter and does not break its joining.
func transparent(r rune) bool { return unicode.Is(unicode.Mn, r) }

// shape returns s with each Arabic letter in the form its neighbours ask
// for, in logical (reading) order.
func shape(s string) string {
	rs := []rune(s)
	// neighbour returns the letter before (step -1) or after (+1) i,
	// skipping marks.
	neighbour := func(i, step int) (arabicLetter, int) {
		for j := i + step; j >= 0 && j < len(rs); j += step {
			if transparent(rs[j]) {
				continue
			}
			l, ok := arabicLetters[rs[j]]
			if !ok {
				return arabicLetter{}, -1
			}
			return l, j
		}
		return arabicLetter{}, -1
	}
	var b strings.Builder
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		l, ok := arabicLetters[r]
		if !ok || l.join == joinNone && l.first == 0 {
			b.WriteRune(r)
			continue
		}
		prev, _ := neighbour(i, -1)
		joinsPrev := l.join != joinNone && (prev.join == joinDual || prev.join == joinCause)
		next, at := neighbour(i, +1)
		if r == 0x0644 && at == i+1 {
			if lig, ok := lamAlef[rs[at]]; ok {
				if joinsPrev {
					lig++
				}
				b.WriteRune(lig)
				i = at
				continue
			}
		}
		joinsNext := (l.join == joinDual || l.join == joinCause) && next.join != joinNone
		if l.join == joinCause {
			b.WriteRune(r)
			continue
		}
		form := l.first // isolated
		switch {
		case joinsPrev && joinsNext:
			form += 3
		case joinsNext:
			form += 2
		case joinsPrev:
			form++
		}
		b.WriteRune(form)
	}
	return b.String()
}

// RightToLeftRune is rtl for callers that pick the Arabic out of a text,
// such as the tests that read a PDF's text back.
func RightToLeftRune(r rune) bool { return rtl(r) }

// rtl reports whether r is written right to left: Hebrew, Arabic and
// their presentation forms, but not the Arabic-Indic digits, nor the
// Arabic percent sign and number separators, which belong to the number
// they follow.
func rtl(r rune) bool {
	switch {
	case r >= 0x0660 && r <= 0x066C, r >= 0x06F0 && r <= 0x06F9:
		return false
	case r >= 0x0590 && r <= 0x08FF, r >= 0xFB1D && r <= 0xFDFF, r >= 0xFE70 && r <= 0xFEFF:
		return true
	}
	return false
}

// ltr reports whether r is a letter or digit written left to right.
func ltr(r rune) bool { return (unicode.IsLetter(r) || unicode.IsDigit(r)) && !rtl(r) }

// numberEnd reports whether r ends a number it follows: a percent sign.
func numberEnd(r rune) bool { return r == '%' || r == 0x066A }

// HasArabic reports whether s holds Arabic-script (right-to-left) text.
func HasArabic(s string) bool {
	for _, r := range s {
		if rtl(r) && unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// Visual returns s shaped and in the order its characters are drawn from
// left to right. A text without Arabic is returned as it is. The
// paragraph's direction is its first strong letter's: an Arabic text runs
// right to left with its numbers and Latin words kept left to right
// inside it; a Latin text holding an Arabic name keeps its order with the
// name reversed in place.
func Visual(s string) string {
	if !HasArabic(s) {
		return s
	}
	rs := []rune(shape(s))
	return string(order(rs, rightToLeftParagraph(rs)))
}

// VisualAs is Visual for a row of a paragraph whose direction is known:
// a row cut from a wrapped Arabic message that happens to start with a
// Latin name still reads right to left, as the paragraph does, and a row
// of Latin words ending in "!" inside it has the "!" on its left.
func VisualAs(s string, rightToLeft bool) string {
	if !rightToLeft && !HasArabic(s) {
		return s
	}
	return string(order([]rune(shape(s)), rightToLeft))
}

// ReadsRightToLeft reports whether s, as a paragraph, reads right to
// left: whether its first strong letter is Arabic (Visual's rule).
func ReadsRightToLeft(s string) bool {
	return HasArabic(s) && rightToLeftParagraph([]rune(shape(s)))
}

// rightToLeftParagraph reports whether the first strong letter of rs is
// written right to left; a digit is not a strong letter.
func rightToLeftParagraph(rs []rune) bool {
	for _, r := range rs {
		if ltr(r) && unicode.IsLetter(r) {
			return false
		}
		if rtl(r) && unicode.IsLetter(r) {
			return true
		}
	}
	return true
}

// order returns the shaped rs in the order they are drawn, in a paragraph
// that reads right to left or left to right.
func order(rs []rune, rightToLeft bool) []rune {
	runs := splitRuns(rs, rightToLeft)
	var out []rune
	if rightToLeft {
		for i := len(runs) - 1; i >= 0; i-- {
			out = append(out, runs[i].draw()...)
		}
	} else {
		for _, r := range runs {
			out = append(out, r.draw()...)
		}
	}
	return out
}

// run is a stretch of text in one direction.
type run struct {
	rtl   bool
	runes []rune
}

// draw returns the run's characters left to right: a right-to-left run
// reversed, with its brackets mirrored.
func (r run) draw() []rune {
	if !r.rtl {
		return r.runes
	}
	out := make([]rune, len(r.runes))
	for i, c := range r.runes {
		out[len(r.runes)-1-i] = mirror(c)
	}
	return out
}

func mirror(r rune) rune {
	switch r {
	case '(':
		return ')'
	case ')':
		return '('
	case '[':
		return ']'
	case ']':
		return '['
	case '<':
		return '>'
	case '>':
		return '<'
	}
	return r
}

// splitRuns cuts rs into runs. A left-to-right run is a stretch from one
// Latin letter or digit to the last before the next Arabic letter, with
// what sits between them ("1,250.50", "INV-000123", "Al Wasl Road"); the
// spaces and signs between an Arabic letter and a left-to-right run take
// the paragraph's direction.
func splitRuns(rs []rune, base bool) []run {
	var runs []run
	i := 0
	for i < len(rs) {
		if ltr(rs[i]) {
			// Extend to the last left-to-right letter (or a number's
			// percent sign) before the next right-to-left one.
			end := i + 1
			for j := i + 1; j < len(rs) && !rtl(rs[j]); j++ {
				if ltr(rs[j]) || numberEnd(rs[j]) && ltr(rs[j-1]) {
					end = j + 1
				}
			}
			runs = append(runs, run{false, rs[i:end]})
			i = end
			continue
		}
		// Neutral and right-to-left characters up to the next left-to-right
		// letter: the paragraph's direction when it is right to left; in a
		// left-to-right paragraph only the Arabic letters and what lies
		// between them.
		j := i
		for j < len(rs) && !ltr(rs[j]) {
			j++
		}
		if base {
			runs = append(runs, run{true, rs[i:j]})
		} else {
			runs = append(runs, ltrParagraphPieces(rs[i:j])...)
		}
		i = j
	}
	return runs
}

// ltrParagraphPieces cuts a stretch without Latin letters or digits, in a
// left-to-right paragraph, into the Arabic from its first Arabic letter to
// its last (reversed when drawn) and the neutrals either side.
func ltrParagraphPieces(rs []rune) []run {
	first, last := -1, -1
	for i, r := range rs {
		if rtl(r) {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return []run{{false, rs}}
	}
	return []run{{false, rs[:first]}, {true, rs[first : last+1]}, {false, rs[last+1:]}}
}

// Drawable returns s as the PDF writer can draw it: without the direction
// marks and embeddings a text may carry (Visual orders the text itself),
// and with a replacement sign for each character the writer's font tables
// cannot hold (fonts.Drawable).
func Drawable(s string) string {
	return fonts.Drawable(strings.Map(func(r rune) rune {
		if r == 0x200E || r == 0x200F || r == 0x061C || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 {
			return -1
		}
		return r
	}, s))
}

// Wrap cuts s into rows of at most w mm in f's current font, at spaces,
// measuring each row as drawn (Arabic shaped): the rows in reading order,
// each to be drawn with Visual. A text without Arabic is cut by the writer
// itself, which also breaks a word too long for a row; an Arabic word too
// long for a row stays whole.
func Wrap(f *fpdf.Fpdf, s string, w float64) []string {
	if !HasArabic(s) {
		return f.SplitText(s, w)
	}
	var rows []string
	row := ""
	for _, word := range strings.Fields(s) {
		next := word
		if row != "" {
			next = row + " " + word
		}
		if row != "" && f.GetStringWidth(Visual(next)) > w {
			rows = append(rows, row)
			next = word
		}
		row = next
	}
	if row != "" || len(rows) == 0 {
		rows = append(rows, row)
	}
	return rows
}
