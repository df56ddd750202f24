package giftcard

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/unicode/norm"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/arabictext"
)

func englishCard() Card {
	return Card{
		Code:          "ABCD-EFGH-JKLM-NPQR-S",
		Value:         dayspa.AED(1000),
		RecipientName: "Layla Haddad",
		BuyerName:     "Omar Haddad",
		Message:       "Happy birthday, habibti! A day just for you: rest, breathe and let them spoil you. With all my love.",
		ExpiresOn:     dayspa.Date{Year: 2027, Month: 11, Day: 26},
		Language:      dayspa.English,
		SpaName:       "Serenity Day Spa",
		SpaNameAr:     "منتجع سيرينيتي",
		Address:       "Jumeirah Beach Hotel, Umm Suqeim 3, Dubai, UAE",
		AddressAr:     "فندق جميرا بيتش، أم سقيم 3، دبي، الإمارات العربية المتحدة",
		Phone:         "+971 4 123 4567",
		Website:       "https://www.serenityspa.ae/",
	}
}

func arabicCard() Card {
	c := englishCard()
	c.Language = dayspa.Arabic
	c.RecipientName = "ليلى حداد"
	c.Message = "كل عام وأنتِ بخير يا Layla! يوم كامل لكِ وحدك، استرخي ودعيهم يدللونك. مع حبي"
	return c
}

// render draws the card and fails the test on an error or a file that is
// not a PDF.
func render(t *testing.T, c Card) []byte {
	t.Helper()
	b, err := PDF(c)
	if err != nil {
		t.Fatalf("PDF: %v", err)
	}
	if !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", b[:min(len(b), 20)])
	}
	return b
}

// pdfText returns the PDF's text as pdftotext (poppler-utils; `make
// pdftotext` installs it) extracts it: normalised with NFKC, so that
// Arabic presentation forms read as their letters, without the direction
// marks poppler puts around right-to-left words, and with each run of
// spaces and line breaks as one space, so that a wrapped text reads as
// written.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("pdftotext is needed (make pdftotext installs poppler-utils)")
	}
	path := filepath.Join(t.TempDir(), "card.pdf")
	if err := os.WriteFile(path, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	text := strings.Map(func(r rune) rune {
		if r >= 0x202A && r <= 0x202E || r == 0x200E || r == 0x200F {
			return -1
		}
		return r
	}, norm.NFKC.String(string(out)))
	return strings.Join(strings.Fields(text), " ")
}

// arabicPhrases returns the stretches of Arabic words in s: pdftotext puts
// each back into reading order, while where it places the numbers and
// punctuation between them is its own choice.
func arabicPhrases(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(arabictext.RightToLeftRune(r) && r != 0x060C || r == ' ')
	})
}

// wantText fails for each text not found in the extracted text; an
// Arabic text is looked for phrase by phrase.
func wantText(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !arabictext.HasArabic(w) {
			if !strings.Contains(text, w) {
				t.Errorf("the PDF's text lacks %q\ntext: %s", w, text)
			}
			continue
		}
		for _, p := range arabicPhrases(w) {
			if p = strings.TrimSpace(p); p != "" && !strings.Contains(text, p) {
				t.Errorf("the PDF's text lacks %q (of %q)\ntext: %s", p, w, text)
			}
		}
	}
}

// wantBefore fails unless first is found in text before second: the
// card's language leads.
func wantBefore(t *testing.T, text, first, second string) {
	t.Helper()
	i, j := strings.Index(text, first), strings.Index(text, second)
	if i < 0 || j < 0 || i > j {
		t.Errorf("%q (at %d) should come before %q (at %d)", first, i, second, j)
	}
}

// pages counts the PDF's page objects.
func pages(pdf []byte) int {
	return len(regexp.MustCompile(`/Type\s*/Page[^s]`).FindAll(pdf, -1))
}

const howToUseAr = "احجز عبر الموقع أو اتصل بنا، وقدّم هذا الرمز عند الدفع."

func TestPDF_EnglishCardCarriesEveryField(t *testing.T) {
	c := englishCard()
	b := render(t, c)
	text := pdfText(t, b)
	wantText(t, text, c.Code, "AED 1,000.00", "For", "Layla Haddad", "From", "Omar Haddad", "“"+c.Message+"”",
		"Valid until Friday, November 26, 2027", c.SpaName, c.SpaNameAr, "Gift card", "بطاقة هدية",
		"Book online or call us, and give this code when you pay.", howToUseAr,
		c.Address, c.AddressAr, c.Phone, "www.serenityspa.ae",
		// The Arabic beside it: the price and the date as Arabic writes them.
		"1,000.00", "صالحة حتى "+dayspa.FormatLongDate(c.ExpiresOn, dayspa.Arabic))
	// English leads.
	wantBefore(t, text, "Gift card", "بطاقة")
	wantBefore(t, text, "Serenity Day Spa", "منتجع")
	wantBefore(t, text, "Valid until", "صالحة")
	if strings.Contains(text, "https:") {
		t.Errorf("the website is printed with its scheme: %s", text)
	}
	if n := pages(b); n != 1 {
		t.Errorf("%d pages, want 1", n)
	}
}

func TestPDF_ArabicCardLeadsWithArabic(t *testing.T) {
	c := arabicCard()
	b := render(t, c)
	text := pdfText(t, b)
	wantText(t, text, c.Code, "AED 1,000.00", c.RecipientName, "إلى", "Omar Haddad", "من",
		"صالحة حتى "+dayspa.FormatLongDate(c.ExpiresOn, dayspa.Arabic), "Valid until Friday, November 26, 2027",
		c.SpaName, c.SpaNameAr, "بطاقة هدية", "Gift card", howToUseAr,
		"Book online or call us, and give this code when you pay.", c.AddressAr, c.Phone, "www.serenityspa.ae",
		// The message, phrase by phrase, with the Latin name inside it.
		c.Message, "Layla")
	// Arabic leads.
	wantBefore(t, text, "بطاقة هدية", "Gift card")
	wantBefore(t, text, "منتجع", "Serenity Day Spa")
	wantBefore(t, text, "صالحة حتى", "Valid until")
	if n := pages(b); n != 1 {
		t.Errorf("%d pages, want 1", n)
	}
}

func TestPDF_TreatmentCardNamesTheTreatmentAndItsValue(t *testing.T) {
	c := englishCard()
	c.Treatment, c.TreatmentAr = "Moroccan bath ritual", "طقوس الحمام المغربي"
	text := pdfText(t, render(t, c))
	wantText(t, text, "Moroccan bath ritual", "طقوس الحمام المغربي", "AED 1,000.00")
	wantBefore(t, text, "Moroccan bath ritual", "طقوس")

	// Bought for a treatment, without an amount printed.
	c.Value = 0
	text = pdfText(t, render(t, c))
	wantText(t, text, "Moroccan bath ritual", c.Code)
	if strings.Contains(text, "AED") {
		t.Errorf("a treatment card without a value shows an amount: %s", text)
	}
}

func TestPDF_TheLongestTextsStayOnOnePage(t *testing.T) {
	// 300 characters: the longest message a buyer can write.
	message := strings.Repeat("Wishing you the calmest of days. ", 10)[:300]
	arMessage := []rune(strings.Repeat("أتمنى لكِ يومًا هادئًا مليئًا بالراحة والسعادة. ", 8))[:300]
	name := strings.Repeat("Alexandra Mariam ", 6)[:100]
	for _, c := range []Card{
		func() Card {
			c := englishCard()
			c.Message, c.RecipientName, c.BuyerName = message, name, strings.Repeat("Maximilian ", 10)[:100]
			return c
		}(),
		func() Card {
			c := arabicCard()
			c.Message, c.RecipientName = string(arMessage), strings.Repeat("عبد الرحمن ", 10)[:100]
			c.Treatment, c.TreatmentAr = strings.Repeat("Signature ", 10), strings.Repeat("علاج ", 20)
			return c
		}(),
		func() Card {
			// No spaces to wrap at: one word as long as the message.
			c := arabicCard()
			c.Message, c.BuyerName = strings.Repeat("ب", 300), strings.Repeat("X", 100)
			return c
		}(),
		func() Card {
			// Lines, emoji and control characters a phone may send.
			c := englishCard()
			c.Message = strings.Repeat("Line\r\n", 40) + "🎂🎉❤️\u200d🔥 \x00\t"
			c.RecipientName = "Layla 🌸\u200f"
			return c
		}(),
	} {
		b := render(t, c)
		if n := pages(b); n != 1 {
			t.Errorf("%d pages for %q, want 1", n, c.RecipientName)
		}
		text := pdfText(t, b)
		wantText(t, text, c.Code, "Gift card", "بطاقة هدية")
	}
}

func TestPDF_ALongMessageIsCutWithAnEllipsis(t *testing.T) {
	c := englishCard()
	c.Message = strings.Repeat("Relax. ", 43)[:300]
	text := pdfText(t, render(t, c))
	wantText(t, text, "“Relax. Relax.")
	// 300 characters fit without cutting.
	// pdftotext's text is NFKC: "…" reads as "...".
	if strings.Contains(text, "...") {
		t.Errorf("a 300-character message was cut: %s", text)
	}
	c.Message = strings.Repeat("Relax. ", 200)
	text = pdfText(t, render(t, c))
	if !strings.Contains(text, "Relax...”") {
		t.Errorf("a message longer than the card is not cut with an ellipsis: %s", text)
	}
}

func TestPDF_SameCardSameBytes(t *testing.T) {
	for _, c := range []Card{englishCard(), arabicCard()} {
		first := render(t, c)
		// A PDF stamped with the time of writing differs from one written a
		// second later: wait for the clock's next second.
		for start := time.Now().Unix(); time.Now().Unix() == start; {
			time.Sleep(10 * time.Millisecond)
		}
		second := render(t, c)
		if !bytes.Equal(first, second) {
			t.Errorf("two PDFs of the same %s card differ", c.Language)
		}
		other := c
		other.RecipientName += " Jr"
		if bytes.Equal(first, render(t, other)) {
			t.Errorf("the %s card's PDF does not change with its recipient", c.Language)
		}
	}
}

func TestPDF_RefusesACardItCannotPrint(t *testing.T) {
	for name, change := range map[string]func(*Card){
		"no code":           func(c *Card) { c.Code = "" },
		"a blank code":      func(c *Card) { c.Code = " \t " },
		"no value":          func(c *Card) { c.Value = 0 },
		"a negative value":  func(c *Card) { c.Value = -100 },
		"a code too long":   func(c *Card) { c.Code = strings.Repeat("ABCD-", 30) + "S" },
		"a blank treatment": func(c *Card) { c.Value, c.Treatment = 0, "   " },
	} {
		c := englishCard()
		change(&c)
		if b, err := PDF(c); err == nil {
			t.Errorf("%s: PDF gave %d bytes and no error", name, len(b))
		}
	}
	// A treatment is a value of its own.
	c := englishCard()
	c.Value, c.Treatment = 0, "Hot stone massage"
	if _, err := PDF(c); err != nil {
		t.Errorf("a treatment card without an amount: %v", err)
	}
}

func TestFileName_NamesOneGroupNeverTheCode(t *testing.T) {
	if got := FileName(englishCard()); got != "gift-card-npqr.pdf" {
		t.Errorf("FileName = %q, want gift-card-npqr.pdf", got)
	}
	codes := []string{"ABCD-EFGH-JKLM-NPQR-S", " abcd-efgh-jkmn-pqrs-t ", "", "ABCD", "ABCD-S", "ABCDEFGHJKMNPQRST",
		"A-BCDEFGHJKMNPQRS-T", "AB/C-../..-X", "ABCD-EFGH-JKLM-NP QR-S"}
	for range 20 {
		codes = append(codes, dayspa.NewEntitlementCode())
	}
	for _, code := range codes {
		name := FileName(Card{Code: code})
		if !strings.HasPrefix(name, "gift-card") || !strings.HasSuffix(name, ".pdf") {
			t.Errorf("FileName(%q) = %q", code, name)
		}
		if strings.ContainsAny(name, "/\\ ") {
			t.Errorf("FileName(%q) = %q: not a plain file name", code, name)
		}
		canonical := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(code), "-", ""))
		if len(canonical) > 4 && (strings.Contains(name, strings.ToLower(strings.TrimSpace(code))) ||
			strings.Contains(strings.ReplaceAll(name, "-", ""), canonical)) {
			t.Errorf("FileName(%q) = %q holds the whole code", code, name)
		}
	}
}
