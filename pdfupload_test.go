package dayspa_test

import (
	"testing"

	"github.com/dayspa/dayspa"
)

func TestPDFUploadValidate(t *testing.T) {
	p := dayspa.PDFUpload{FileName: `C:\fakepath\nov "report".pdf`, ReportType: "weekly", ReportDate: dayspa.Date{Year: 2026, Month: 11, Day: 22}}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	if p.FileName != "nov report.pdf" || p.OriginalName != "nov report.pdf" {
		t.Errorf("names: %q %q", p.FileName, p.OriginalName)
	}
	bad := dayspa.PDFUpload{ReportType: "yearly"}
	assertFields(t, bad.Validate(), map[string]string{"fileName": dayspa.MsgReportFileName.Text, "reportType": dayspa.MsgReportType.Text, "reportDate": dayspa.MsgReportDate.Text})
}

func TestPDFUploadRequest(t *testing.T) {
	loc := dubai(t)
	size := dayspa.Number(`4096`)
	p, err := dayspa.PDFUploadRequest{FileName: "nov.pdf", ReportType: " monthly ", ReportDate: "2026-11-30T20:30:00Z", FileSize: &size}.Record(loc)
	if err != nil {
		t.Fatal(err)
	}
	if p.ReportType != "monthly" || p.ReportDate.String() != "2026-12-01" || p.FileSize != 0 {
		t.Errorf("record = %+v", p)
	}
	text := dayspa.Number(`"big"`)
	_, err = dayspa.PDFUploadRequest{FileName: "nov.pdf", ReportType: "monthly", ReportDate: "soon", FileSize: &text}.Record(loc)
	assertFields(t, err, map[string]string{"fileSize": dayspa.MsgNumber.Text, "reportDate": dayspa.MsgReportDate.Text})
}
