package httpapi

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The Arabic fields (issue 19) through the real router and store of every
// engine: the dashboard writes them (a refusal is a 400 with the field's
// message and stores nothing), the public answers carry them, and every
// answer matches docs/openapi.yaml.
func TestArabicContentAPI(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		us := newUploadSite(t, e, false)
		run := specRunner(t, us.testSite)
		c := us.cookie

		t.Run("Services", func(t *testing.T) {
			valid := map[string]any{"name": "Royal Hammam", "nameAr": " الحمّام الملكي ", "description": "Steam, scrub and foam.",
				"descriptionAr": "بخار وتقشير ورغوة.\nثم شاي بالنعناع.", "category": "Body Treatments", "duration": 90, "price": "650.00"}
			before := countRows(t, us.db, "services")
			for _, sc := range []scenario{
				adminWrite(c, "ErrNameArShort", "POST", "/api/admin/services", jsonObject(with(valid, "nameAr", "ع")), 400).
					withFields(map[string]string{"nameAr": dayspa.MsgServiceNameAr.Text}),
				adminWrite(c, "ErrNameArOverride", "POST", "/api/admin/services", jsonObject(with(valid, "nameAr", "\u202eالحمّام")), 400).
					withFields(map[string]string{"nameAr": dayspa.MsgServiceNameAr.Text}),
				adminWrite(c, "ErrNameArLong", "POST", "/api/admin/services", jsonObject(with(valid, "nameAr", strings.Repeat("ح", 101))), 400).
					withFields(map[string]string{"nameAr": dayspa.MsgServiceNameAr.Text}),
				adminWrite(c, "ErrDescriptionArLong", "POST", "/api/admin/services", jsonObject(with(valid, "descriptionAr", strings.Repeat("ح", 1001))), 400).
					withFields(map[string]string{"descriptionAr": dayspa.MsgServiceDescriptionAr.Text}),
				adminWrite(c, "ErrDescriptionArControl", "POST", "/api/admin/services", jsonObject(with(valid, "descriptionAr", "بخار\u0007")), 400).
					withFields(map[string]string{"descriptionAr": dayspa.MsgHiddenChars.Text}),
				adminWrite(c, "ErrNameArNotText", "POST", "/api/admin/services", jsonObject(with(valid, "nameAr", 7)), 400).
					withFields(map[string]string{"nameAr": "Must be a string."}),
				adminWrite(c, "ErrEveryField", "POST", "/api/admin/services", jsonObject(with(valid, "name", "x", "nameAr", "\u200b", "descriptionAr", "\u2066")), 400).
					withFields(map[string]string{"name": "Name must be between 2 and 100 characters.", "nameAr": dayspa.MsgServiceNameAr.Text, "descriptionAr": dayspa.MsgHiddenChars.Text}),
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
			if n := countRows(t, us.db, "services"); n != before {
				t.Fatalf("%d services after refused creates, want %d", n, before)
			}

			var created dayspa.Service
			run(t, adminWrite(c, "Create", "POST", "/api/admin/services", jsonObject(valid), 201,
				`"name":"Royal Hammam","nameAr":"الحمّام الملكي","description":"Steam, scrub and foam.","descriptionAr":"بخار وتقشير ورغوة.\nثم شاي بالنعناع."`).
				with(decodeInto(&created)))
			run(t, scenario{name: "PublicCarriesIt", path: "/api/services", status: 200,
				want: []string{`"name":"Royal Hammam","nameAr":"الحمّام الملكي","description":"Steam, scrub and foam.","descriptionAr":"بخار وتقشير ورغوة.\nثم شاي بالنعناع."`,
					`"name":"Swedish Massage","nameAr":"","description":"","descriptionAr":""`}})
			run(t, adminGet(c, "AdminListCarriesIt", "/api/admin/services", 200, `"nameAr":"الحمّام الملكي"`))

			path := fmt.Sprintf("/api/admin/services/%d", created.ID)
			run(t, adminWrite(c, "EditArabicAlone", "PATCH", path, `{"nameAr":"حمّام الملوك"}`, 200,
				`"name":"Royal Hammam","nameAr":"حمّام الملوك","description":"Steam, scrub and foam.","descriptionAr":"بخار وتقشير ورغوة.\nثم شاي بالنعناع."`))
			run(t, adminWrite(c, "ErrEdit", "PATCH", path, `{"nameAr":"ع","descriptionAr":"ok","price":"1.00"}`, 400).
				withFields(map[string]string{"nameAr": dayspa.MsgServiceNameAr.Text}))
			if s, err := us.db.GetService(t.Context(), created.ID); err != nil || s.NameAr != "حمّام الملوك" || s.Price != dayspa.AED(650) || s.DescriptionAr == "ok" {
				t.Fatalf("after a refused edit: %+v %v", s, err)
			}
			run(t, adminWrite(c, "Clear", "PATCH", path, `{"nameAr":"","descriptionAr":"  "}`, 200, `"nameAr":"","description":"Steam, scrub and foam.","descriptionAr":""`))
			run(t, scenario{name: "PublicShowsTheChange", path: "/api/services", status: 200,
				want: []string{`"name":"Royal Hammam","nameAr":"","description":"Steam, scrub and foam.","descriptionAr":""`}})
		})

		t.Run("FAQ", func(t *testing.T) {
			for _, sc := range []scenario{
				adminWrite(c, "ErrQuestionArLong", "POST", "/api/admin/faq", jsonObject(map[string]any{"question": "Q?", "answer": "A.", "questionAr": strings.Repeat("س", 201)}), 400).
					withFields(map[string]string{"questionAr": dayspa.MsgFAQQuestionAr.Text}),
				adminWrite(c, "ErrAnswerArLong", "POST", "/api/admin/faq", jsonObject(map[string]any{"question": "Q?", "answer": "A.", "answerAr": strings.Repeat("ج", 2001)}), 400).
					withFields(map[string]string{"answerAr": dayspa.MsgFAQAnswerAr.Text}),
				adminWrite(c, "ErrHidden", "POST", "/api/admin/faq", `{"question":"","answer":"A.","questionAr":"\u202eس","answerAr":"\u0000"}`, 400).
					withFields(map[string]string{"question": dayspa.MsgFAQQuestion.Text, "questionAr": dayspa.MsgHiddenChars.Text, "answerAr": dayspa.MsgHiddenChars.Text}),
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
			if n := countRows(t, us.db, "faq_entries"); n != 0 {
				t.Fatalf("%d questions stored by refused requests", n)
			}
			var q dayspa.FAQEntry
			run(t, adminWrite(c, "Create", "POST", "/api/admin/faq",
				`{"question":"Parking?","questionAr":" هل يتوفر موقف   للسيارات؟ ","answer":"Valet, free.","answerAr":"نعم، خدمة صف السيارات مجانية.\nاتصل بنا على {{phone}}."}`, 201,
				`"question":"Parking?","questionAr":"هل يتوفر موقف للسيارات؟","answer":"Valet, free.","answerAr":"نعم، خدمة صف السيارات مجانية.\nاتصل بنا على {{phone}}."`).with(decodeInto(&q)))
			run(t, adminWrite(c, "CreateEnglishOnly", "POST", "/api/admin/faq", `{"question":"Cards?","answer":"Yes."}`, 201, `"question":"Cards?","questionAr":"","answer":"Yes.","answerAr":""`))
			run(t, scenario{name: "PublicCarriesIt", path: "/api/faq", status: 200,
				want: []string{`"questionAr":"هل يتوفر موقف للسيارات؟"`, `"question":"Cards?","questionAr":"","answer":"Yes.","answerAr":""`}})
			path := fmt.Sprintf("/api/admin/faq/%d", q.ID)
			run(t, adminWrite(c, "EditArabicAlone", "PATCH", path, `{"answerAr":"نعم."}`, 200, `"question":"Parking?","questionAr":"هل يتوفر موقف للسيارات؟","answer":"Valet, free.","answerAr":"نعم."`))
			run(t, adminWrite(c, "ErrEdit", "PATCH", path, `{"answer":"Changed.","questionAr":"\u2067x"}`, 400).
				withFields(map[string]string{"questionAr": dayspa.MsgHiddenChars.Text}))
			if got, err := us.db.GetFAQEntry(t.Context(), q.ID); err != nil || got.Answer != "Valet, free." || got.AnswerAr != "نعم." {
				t.Fatalf("after a refused edit: %+v %v", got, err)
			}
		})

		t.Run("Gallery", func(t *testing.T) {
			photo := picturetest.TwoColours(640, 480)
			upload := func(fields map[string]string) (int, string) {
				body, ct := picturetest.Form(fields, "p.jpg", photo)
				resp, got := us.do(t, "POST", "/api/admin/gallery", body, map[string]string{"Cookie": c, "Content-Type": ct})
				specCheck(t, us.testSite, "POST", "/api/admin/gallery", "", resp, got)
				return resp.StatusCode, string(got)
			}
			for _, bad := range []struct {
				altAr, msg string
			}{
				{strings.Repeat("ب", 251), dayspa.MsgAltArTooLong.Text},
				{"بخار\u202e", dayspa.MsgHiddenChars.Text},
				{"\u200f\u200b", dayspa.MsgHiddenChars.Text},
			} {
				status, body := upload(map[string]string{"alt": "Steam", "altAr": bad.altAr, "category": "Wellness Areas"})
				if status != 400 || !strings.Contains(body, `"altAr":"`+bad.msg+`"`) {
					t.Fatalf("upload with altAr %q: %d %s", bad.altAr, status, body)
				}
			}
			if n, files := countRows(t, us.db, "gallery_items"), us.files(t); n != 0 || files != 0 {
				t.Fatalf("refused uploads left %d rows and %d files", n, files)
			}
			status, body := upload(map[string]string{"alt": "Steam under the arches", "altAr": "  بخار   تحت الأقواس ", "category": "Wellness Areas"})
			if status != 201 || !strings.Contains(body, `"alt":"Steam under the arches","altAr":"بخار تحت الأقواس"`) {
				t.Fatalf("upload: %d %s", status, body)
			}
			status, body = upload(map[string]string{"alt": "Palm shadows", "category": "Wellness Areas"})
			if status != 201 || !strings.Contains(body, `"alt":"Palm shadows","altAr":""`) {
				t.Fatalf("upload without Arabic: %d %s", status, body)
			}
			items, err := us.db.GalleryItems(t.Context())
			if err != nil || len(items) != 2 {
				t.Fatalf("gallery %+v %v", items, err)
			}
			run(t, scenario{name: "PublicCarriesIt", path: "/api/gallery", status: 200,
				want: []string{`"alt":"Steam under the arches","altAr":"بخار تحت الأقواس"`, `"alt":"Palm shadows","altAr":""`}})
			path := fmt.Sprintf("/api/admin/gallery/%d", items[1].ID)
			run(t, adminWrite(c, "EditArabicAlone", "PATCH", path, `{"altAr":"ظلال النخيل"}`, 200, `"alt":"Palm shadows","altAr":"ظلال النخيل"`))
			run(t, adminWrite(c, "ErrEdit", "PATCH", path, `{"alt":"Changed","altAr":"`+strings.Repeat("ظ", 251)+`"}`, 400).
				withFields(map[string]string{"altAr": dayspa.MsgAltArTooLong.Text}))
			if it, err := us.db.GetGalleryItem(t.Context(), items[1].ID); err != nil || it.Alt != "Palm shadows" || it.AltAr != "ظلال النخيل" {
				t.Fatalf("after a refused edit: %+v %v", it, err)
			}
			run(t, adminWrite(c, "Clear", "PATCH", path, `{"altAr":""}`, 200, `"alt":"Palm shadows","altAr":""`))
		})

		t.Run("Team", func(t *testing.T) {
			th := &dayspa.Therapist{Name: "Noor Haddad", Gender: dayspa.GenderFemale, Active: true}
			if err := us.db.CreateTherapist(t.Context(), th); err != nil {
				t.Fatal(err)
			}
			path := fmt.Sprintf("/api/admin/therapists/%d/profile", th.ID)
			for _, sc := range []scenario{
				adminWrite(c, "ErrSpecialityArLong", "PATCH", path, jsonObject(map[string]any{"specialityAr": strings.Repeat("ت", 121)}), 400).
					withFields(map[string]string{"specialityAr": dayspa.MsgSpecialityAr.Text}),
				adminWrite(c, "ErrBioArLong", "PATCH", path, jsonObject(map[string]any{"bioAr": strings.Repeat("ت", 601), "shownOnSite": true}), 400).
					withFields(map[string]string{"bioAr": dayspa.MsgBioAr.Text}),
				adminWrite(c, "ErrHidden", "PATCH", path, `{"specialityAr":"تدليك\u202e","bioAr":"\u001b[2J"}`, 400).
					withFields(map[string]string{"specialityAr": dayspa.MsgHiddenChars.Text, "bioAr": dayspa.MsgHiddenChars.Text}),
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
			if p, err := us.db.GetTeamProfile(t.Context(), th.ID); err != nil || p.ShownOnSite || p.BioAr != "" {
				t.Fatalf("refused patches changed %+v %v", p, err)
			}
			run(t, adminWrite(c, "Edit", "PATCH", path,
				`{"speciality":"Lymphatic drainage","specialityAr":" التصريف   اللمفاوي ","bio":"Trained in Bali.","bioAr":"تدرّبت في بالي.\nوتعمل في دبي.","shownOnSite":true}`, 200,
				`"speciality":"Lymphatic drainage","specialityAr":"التصريف اللمفاوي","bio":"Trained in Bali.","bioAr":"تدرّبت في بالي.\nوتعمل في دبي."`))
			run(t, scenario{name: "PublicCarriesIt", path: "/api/team", status: 200,
				want: []string{`"name":"Noor Haddad","speciality":"Lymphatic drainage","specialityAr":"التصريف اللمفاوي","bio":"Trained in Bali.","bioAr":"تدرّبت في بالي.\nوتعمل في دبي."`}})
			run(t, adminGet(c, "AdminCarriesIt", "/api/admin/team", 200, `"specialityAr":"التصريف اللمفاوي"`))
			run(t, adminWrite(c, "EditEnglishKeepsArabic", "PATCH", path, `{"bio":"Trained in Bali and Dubai."}`, 200,
				`"bio":"Trained in Bali and Dubai.","bioAr":"تدرّبت في بالي.\nوتعمل في دبي."`))
		})
	})
}
