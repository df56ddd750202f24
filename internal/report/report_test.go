package report_test

import (
	"bytes"
	"encoding/csv"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report"
)

func money(s string) dayspa.Money {
	m, err := dayspa.ParseMoney(s)
	if err != nil {
		panic(err)
	}
	return m
}

func date(s string) dayspa.Date {
	d, err := dayspa.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// knownReport is the report of a known book: three days, three
// therapists, one of them with a name that is markup and one with a name
// a spreadsheet would run.
func knownReport(t *testing.T) report.Income {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		t.Fatal(err)
	}
	g := func(d, th string, n int, cash, card, comm, tips, thShare, spaShare, vat, total string) dayspa.IncomeGroup {
		return dayspa.IncomeGroup{Date: date(d), Therapist: th, IncomeFigures: dayspa.IncomeFigures{
			Count: n, Cash: money(cash), Card: money(card), CardWithMarkup: dayspa.CardWithMarkup(money(card)),
			Commission: money(comm), Tips: money(tips), TherapistTipShare: money(thShare), SpaTipShare: money(spaShare),
			TipsVat: money(vat), TotalAmount: money(total)}}
	}
	from, to := date("2026-11-01"), date("2026-11-30")
	s := dayspa.Summarize(&from, &to, []dayspa.IncomeGroup{
		g("2026-11-20", "Aya Rahman", 1, "300.00", "200.00", "200.00", "50.00", "30.00", "20.00", "5.00", "520.00"),
		g("2026-11-20", `<b>Mia</b> & "Co"`, 1, "100.00", "0", "40.00", "0", "0", "0", "0", "100.00"),
		g("2026-11-21", "=HYPERLINK(\"x\")", 2, "0", "450.00", "180.00", "10.00", "6.00", "4.00", "1.00", "454.00"),
		g("2026-11-22", "Aya Rahman", 1, "50.00", "0", "1200.00", "0", "0", "0", "0", "50.00"),
		g("2026-11-22", "ليلى", 1, "1000.00", "0", "400.00", "0", "0", "0", "0", "1000.00"),
	})
	return report.Income{Business: "Serenity Spa", GeneratedAt: time.Date(2026, 11, 22, 4, 0, 0, 0, time.UTC), Location: loc, Summary: s}
}

func TestFileName(t *testing.T) {
	d1, d2 := date("2026-11-01"), date("2026-11-30")
	tests := []struct {
		from, to *dayspa.Date
		format   string
		want     string
	}{
		{&d1, &d2, "html", "income-report-2026-11-01-to-2026-11-30.html"},
		{nil, nil, "pdf", "income-report-all-to-all.pdf"},
		{&d1, nil, "csv", "income-report-2026-11-01-to-all.csv"},
	}
	for _, tt := range tests {
		if got := report.FileName(tt.from, tt.to, tt.format); got != tt.want {
			t.Errorf("FileName = %q, want %q", got, tt.want)
		}
	}
}

// wantLines are in every format, as text.
var wantLines = []string{
	"Serenity Spa",
	"Income Report",
	"1 Nov 2026 – 30 Nov 2026",
	"22 Nov 2026 08:00 (Asia/Dubai)", // generated, in Dubai
	"Totals",
	"Daily summaries",
	"Therapist commissions",
	"Aya Rahman",
}

func TestHTML(t *testing.T) {
	var b bytes.Buffer
	if err := report.HTML(&b, knownReport(t)); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, s := range append(wantLines,
		"AED 2,124.00",                     // total income
		"AED 1,450.00",                     // cash
		"AED 650.00",                       // card
		"AED 910.00",                       // card × 1.4
		"AED 2,020.00",                     // commission
		`<td class="neg">AED -570.00</td>`, // cash on hand, red: 1450 − 2020
		"Sun 22 Nov 2026", "Sat 21 Nov 2026", "Fri 20 Nov 2026",
		"AED 1,050.00", // 22 Nov daily total
		"&lt;b&gt;Mia&lt;/b&gt; &amp; &#34;Co&#34;",
		"ليلى",
	) {
		if !strings.Contains(page, s) {
			t.Errorf("HTML lacks %q", s)
		}
	}
	if strings.Contains(page, "<b>Mia") {
		t.Error("a name went into the page unescaped")
	}
	for _, s := range []string{"<script", "src=", "href=", "@import", "url("} {
		if strings.Contains(page, s) {
			t.Errorf("the page is not self-contained: it has %q", s)
		}
	}
	// Days are newest first.
	if i, j := strings.Index(page, "Sun 22 Nov"), strings.Index(page, "Fri 20 Nov"); i > j {
		t.Error("days are not newest first")
	}
}

func TestHTMLEmpty(t *testing.T) {
	var b bytes.Buffer
	r := report.Income{GeneratedAt: time.Now(), Summary: dayspa.Summarize(nil, nil, nil)}
	if err := report.HTML(&b, r); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"All dates", "No invoices in this period.", "AED 0.00"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("empty report lacks %q", s)
		}
	}
}

func TestCSV(t *testing.T) {
	var b bytes.Buffer
	if err := report.CSV(&b, knownReport(t)); err != nil {
		t.Fatal(err)
	}
	raw := b.String()
	if !strings.HasPrefix(raw, "\uFEFF") || !strings.Contains(raw, "\r\n") {
		t.Error("want a byte order mark and CRLF line ends")
	}
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(raw, "\uFEFF")))
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	find := func(first string) []string {
		for _, row := range rows {
			if len(row) > 0 && row[0] == first {
				return row
			}
		}
		t.Fatalf("no row starting %q in %q", first, rows)
		return nil
	}
	checks := map[string][]string{
		"Period":                           {"Period", "1 Nov 2026 – 30 Nov 2026", "From", "2026-11-01", "To", "2026-11-30"},
		"Total income":                     {"Total income", "2124.00"},
		"Cash on hand (cash − commission)": {"Cash on hand (cash − commission)", "-570.00"}, // a number, not defused
		"2026-11-22":                       {"2026-11-22", "2", "1050.00", "0.00", "1600.00", "0.00", "0.00", "0.00", "1050.00"},
		"2026-11-20":                       {"2026-11-20", "2", "400.00", "200.00", "240.00", "50.00", "20.00", "5.00", "625.00"},
		"Aya Rahman":                       {"Aya Rahman", "2", "1400.00", "50.00", "30.00", "1430.00"},
		`'=HYPERLINK("x")`:                 {`'=HYPERLINK("x")`, "2", "180.00", "10.00", "6.00", "186.00"},
		"Date":                             {"Date", "Invoices", "Cash (AED)", "Card (AED)", "Commission (AED)", "Tips (AED)", "Spa tip share (AED)", "Tips VAT (AED)", "Daily total (AED)"},
		"ليلى":                             {"ليلى", "1", "400.00", "0.00", "0.00", "400.00"},
	}
	for first, want := range checks {
		if got := find(first); strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("row %q = %q, want %q", first, got, want)
		}
	}
	for _, row := range rows {
		if len(row) > 0 && strings.HasPrefix(row[0], "=") {
			t.Errorf("formula left live: %q", row)
		}
	}
}

func TestPDF(t *testing.T) {
	var b bytes.Buffer
	r := knownReport(t)
	if err := report.PDF(&b, r); err != nil {
		t.Fatal(err)
	}
	pdf := b.Bytes()
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) || !bytes.Contains(pdf[len(pdf)-32:], []byte("%%EOF")) {
		t.Fatal("not a PDF")
	}
	if !bytes.Contains(pdf, []byte("/FontFile2")) {
		t.Error("the font is not embedded")
	}
	// The same report twice is the same file.
	var again bytes.Buffer
	if err := report.PDF(&again, r); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Bytes(), pdf) {
		t.Error("the PDF differs from one run to the next")
	}

	text := pdfText(t, pdf)
	for _, s := range append(wantLines,
		"AED 2,124.00", "AED 1,450.00", "AED 910.00", "AED 2,020.00", "AED -570.00",
		"Sun 22 Nov 2026", "Fri 20 Nov 2026", "AED 1,050.00", "AED 1,430.00",
		`<b>Mia</b> & "Co"`, "Card with markup (× 1.4)", "page 1 of 2", "page 2 of 2",
	) {
		if !strings.Contains(text, s) {
			t.Errorf("PDF text lacks %q", s)
		}
	}
}

func TestPDFDrawsAnEmojiAsAReplacementSign(t *testing.T) {
	// A name typed on a phone may hold an emoji, which the PDF's font
	// cannot hold: the report still comes out, the rest of the name in it.
	groups := []dayspa.IncomeGroup{{Date: date("2026-11-20"), Therapist: "Mia 🌸 Lee",
		IncomeFigures: dayspa.IncomeFigures{Count: 1, Cash: 10000, TotalAmount: 10000}}}
	r := report.Income{GeneratedAt: time.Now(), Summary: dayspa.Summarize(nil, nil, groups)}
	var b bytes.Buffer
	if err := report.PDF(&b, r); err != nil {
		t.Fatal(err)
	}
	if text := pdfText(t, b.Bytes()); !strings.Contains(text, "Mia \uFFFD Lee") {
		t.Errorf("PDF text lacks the name: %q", text)
	}
}

func TestPDFManyPages(t *testing.T) {
	// A year of days with many therapists breaks over pages, each with the
	// table's header again.
	var groups []dayspa.IncomeGroup
	d := date("2026-01-01")
	for i := range 365 {
		for th := range 3 {
			groups = append(groups, dayspa.IncomeGroup{Date: d.AddDays(i), Therapist: "Therapist " + string(rune('A'+th)),
				IncomeFigures: dayspa.IncomeFigures{Count: 1, Cash: 10000, TotalAmount: 10000}})
		}
	}
	r := report.Income{GeneratedAt: time.Now(), Summary: dayspa.Summarize(nil, nil, groups)}
	var b bytes.Buffer
	if err := report.PDF(&b, r); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	pages := strings.Count(text, "\f")
	if pages < 10 {
		t.Fatalf("%d pages for 365 days", pages)
	}
	if n := strings.Count(text, "Daily total"); n < pages-2 {
		t.Errorf("the daily header appears %d times over %d pages", n, pages)
	}
	if !strings.Contains(text, "Thu 31 Dec 2026") || !strings.Contains(text, "Thu 1 Jan 2026") {
		t.Error("first or last day missing")
	}
}

// pdfText extracts the text of a PDF with poppler's pdftotext (Debian's
// poppler-utils, which make test installs). Without it the test is
// skipped, saying so.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext is missing: install Debian's poppler-utils (apt-get install poppler-utils) to check the PDF's text")
	}
	path := filepath.Join(t.TempDir(), "report.pdf")
	if err := os.WriteFile(path, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-layout", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	// Collapse the runs of spaces of the layout, keep line and page ends.
	return regexp.MustCompile(`[ \t]+`).ReplaceAllString(string(out), " ")
}
