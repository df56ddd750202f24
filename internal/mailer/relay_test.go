package mailer_test

import (
	"strings"
	"testing"

	"github.com/dayspa/dayspa/internal/mailer"
)

func TestParseRelay(t *testing.T) {
	for _, c := range []struct {
		in                string
		ok, plain, tlsImp bool
		port              int
	}{
		{"smtp://u:p@mail.example:587", true, false, false, 587},
		{"smtp://mail.example", true, false, false, 587},
		{"smtps://u:p@mail.example", true, false, true, 465},
		{"smtp://127.0.0.1:2525", true, true, false, 2525},
		{"smtp://localhost:25", true, true, false, 25},
		{"http://mail.example", false, false, false, 0},
		{"smtp://", false, false, false, 0},
		{"smtp://mail.example:99999", false, false, false, 0},
	} {
		r, err := mailer.ParseRelay(c.in)
		if (err == nil) != c.ok {
			t.Errorf("%s: err %v", c.in, err)
			continue
		}
		if err != nil {
			if strings.Contains(err.Error(), ":p@") {
				t.Errorf("%s: the error repeats the password", c.in)
			}
			continue
		}
		if r.Plain != c.plain || r.Implicit != c.tlsImp || r.Port != c.port {
			t.Errorf("%s: %+v", c.in, r)
		}
	}
}
