package arabictext

import (
	"slices"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/text/unicode/norm"

	"github.com/dayspa/dayspa/internal/report/fonts"
)

// reversed returns s's characters in reverse order.
func reversed(s string) string {
	rs := []rune(s)
	slices.Reverse(rs)
	return string(rs)
}

func TestShape_JoinsLettersByTheirNeighbours(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// beh initial, yeh medial, teh final.
		{"بيت", "\uFE91\uFEF4\uFE96"},
		// Dal joins only the letter before it, so the alef after it stands
		// alone and the next word starts again.
		{"دا", "\uFEA9\uFE8D"},
		// Lam and alef become one ligature, final after a joining letter.
		{"لا", "\uFEFB"},
		{"سلام", "\uFEB3\uFEFC\uFEE1"},
		// Hamza joins nothing; letters beside it take their outer forms.
		{"جزءا", "\uFE9F\uFEB0\uFE80\uFE8D"},
		// A vowel mark does not break the joining.
		{"بَب", "\uFE91\u064E\uFE90"},
		// Latin text is left as it is.
		{"Spa 5", "Spa 5"},
	} {
		if got := shape(c.in); got != c.want {
			t.Errorf("shape(%q) = %+q, want %+q", c.in, got, c.want)
		}
	}
}

func TestVisual_ArabicRightToLeftWithNumbersLeftToRight(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// An Arabic text is drawn from its end: the reversed shaped letters
		// read back, as NFKC letters, as the text itself.
		{"فاتورة ضريبية", reversed(shape("فاتورة ضريبية"))},
		// A number inside Arabic keeps its digits' order and moves to the
		// left of the words before it.
		{"الرقم الضريبي: 100123456700003", "100123456700003 :" + reversed(shape("الرقم الضريبي"))},
		{"ضريبة 5٪", "5٪ " + reversed(shape("ضريبة"))},
		// Brackets are mirrored, so they still enclose their words.
		{"أ (ب)", "(" + reversed(shape("ب")) + ") " + reversed(shape("أ"))},
		// A Latin text with an Arabic name keeps its order, the name
		// reversed in place.
		{"Guest ليلى today", "Guest " + reversed(shape("ليلى")) + " today"},
		{"No Arabic (here)", "No Arabic (here)"},
		// A text starting with a number is still Arabic: its direction is
		// its first letter's.
		{"3، بجوار", reversed(shape("بجوار")) + " ،3"},
	} {
		if got := Visual(c.in); got != c.want {
			t.Errorf("Visual(%q) = %+q, want %+q", c.in, got, c.want)
		}
	}
	// Drawn reversed and normalised, the letters are the text's own.
	for _, s := range []string{"فاتورة ضريبية", "الإجمالي شامل الضريبة", "إشعار دائن ضريبي", "حصة المعالج"} {
		if got := norm.NFKC.String(reversed(Visual(s))); got != s {
			t.Errorf("NFKC of %q drawn = %q", s, got)
		}
	}
}

func TestVisual_KeepsEveryCharacterOfAnyText(t *testing.T) {
	// Shaping joins lam and alef into one form and changes letters' forms,
	// and ordering mirrors brackets, but the text drawn is the text given:
	// normalised, the same characters, none lost or added, whatever the
	// mix.
	alphabet := []rune("ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةىـ َ٪،؟ (),.-:0123456789AbcZ%پچژکگی")
	seed := uint32(7)
	next := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>8) % n }
	for range 2000 {
		rs := make([]rune, 1+next(24))
		for i := range rs {
			rs[i] = alphabet[next(len(alphabet))]
		}
		s := string(rs)
		// Brackets are mirrored in right-to-left text: "(" is drawn as ")".
		brackets := strings.NewReplacer("(", "()", ")", "()")
		got := []rune(brackets.Replace(norm.NFKC.String(Visual(s))))
		want := []rune(brackets.Replace(norm.NFKC.String(s)))
		slices.Sort(got)
		slices.Sort(want)
		if string(got) != string(want) {
			t.Fatalf("Visual(%q) = %q: not the same characters", s, Visual(s))
		}
	}
}

func TestVisualAs_ARowKeepsItsParagraphsDirection(t *testing.T) {
	// A row cut from an Arabic message that starts with a Latin name: on
	// its own it would read left to right, with the name first on the
	// left; in its paragraph the name is where reading starts, the right.
	row := "Layla، مع حبي"
	if got, want := VisualAs(row, true), reversed(shape("، مع حبي"))+"Layla"; got != want {
		t.Errorf("VisualAs(%q, rtl) = %+q, want %+q", row, got, want)
	}
	if got := VisualAs(row, false); got != Visual(row) {
		t.Errorf("VisualAs(%q, ltr) = %+q, want Visual's %+q", row, got, Visual(row))
	}
	// Latin words ending a right-to-left row have their "!" on the left.
	if got := VisualAs("Layla!", true); got != "!Layla" {
		t.Errorf("VisualAs(Layla!, rtl) = %q, want !Layla", got)
	}
	if got := VisualAs("Layla!", false); got != "Layla!" {
		t.Errorf("VisualAs(Layla!, ltr) = %q", got)
	}
	// Whatever the direction given, Visual's own text is Visual's.
	for _, s := range []string{"فاتورة ضريبية", "ضريبة 5٪", "3، بجوار"} {
		if got := VisualAs(s, ReadsRightToLeft(s)); got != Visual(s) {
			t.Errorf("VisualAs(%q) = %+q, Visual = %+q", s, got, Visual(s))
		}
	}
}

func TestReadsRightToLeft_ByTheFirstStrongLetter(t *testing.T) {
	for s, want := range map[string]bool{
		"مرحبا Layla": true, "Layla مرحبا": false, "3، بجوار": true, "2026 Dubai": false, "": false, "123": false,
	} {
		if got := ReadsRightToLeft(s); got != want {
			t.Errorf("ReadsRightToLeft(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestDrawable_DropsDirectionMarksAndReplacesWhatTheFontCannotHold(t *testing.T) {
	if got := Drawable("\u200f\u202eMixed\u202c \u2067عربي\u2069 🌸"); got != "Mixed عربي \uFFFD" {
		t.Errorf("Drawable = %+q", got)
	}
}

func TestWrap_ArabicRowsFitAndKeepTheirWords(t *testing.T) {
	f := fpdf.New("P", "mm", "A4", "")
	f.AddUTF8FontFromBytes("DejaVu", "", fonts.Regular)
	f.SetFont("DejaVu", "", 10)
	s := "طابق السبا، فندق جميرا بيتش، شارع الثاني من ديسمبر، أم سقيم 3، بجوار حديقة وايلد وادي المائية، دبي"
	rows := Wrap(f, s, 40)
	if len(rows) < 2 {
		t.Fatalf("Wrap gave %d rows for a text far wider than 40 mm", len(rows))
	}
	for _, r := range rows {
		if w := f.GetStringWidth(Visual(r)); w > 40 {
			t.Errorf("row %q is %.1f mm wide, more than 40", r, w)
		}
	}
	if got := strings.Join(rows, " "); got != s {
		t.Errorf("the rows read %q, want %q", got, s)
	}
}
