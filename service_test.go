package dayspa_test

import (
	"encoding/json"
	"testing"

	"github.com/dayspa/dayspa"
)

func serviceInput(t *testing.T, body string) dayspa.ServiceInput {
	t.Helper()
	var in dayspa.ServiceInput
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return in
}

func TestServiceInput(t *testing.T) {
	t.Run("New", func(t *testing.T) {
		s, err := serviceInput(t, `{"name":"  Quick Facial ","category":"Facial Treatments","duration":30,"price":199}`).New()
		if err != nil {
			t.Fatal(err)
		}
		if s.Name != "Quick Facial" || s.Price != dayspa.AED(199) || !s.IsActive {
			t.Errorf("service = %+v", s)
		}
	})
	t.Run("NewHasEveryMessage", func(t *testing.T) {
		_, err := serviceInput(t, `{"name":"x","category":"Facial Treatments","duration":0}`).New()
		assertFields(t, err, map[string]string{"name": "Name must be between 2 and 100 characters.",
			"duration": "Duration must be between 15 and 780 minutes.", "price": dayspa.MsgServicePrice.Text})
	})
	for _, price := range []string{`"cheap"`, `-5`, `"1.234"`, `{}`, `[1]`, `true`, `1e3`} {
		t.Run("ErrPrice"+price, func(t *testing.T) {
			_, err := serviceInput(t, `{"price":`+price+`}`).Parse()
			assertFields(t, err, map[string]string{"price": dayspa.MsgServicePrice.Text})
		})
	}
	t.Run("PriceAsText", func(t *testing.T) {
		u, err := serviceInput(t, `{"price":" 350.5 "}`).Parse()
		if err != nil || u.Price == nil || *u.Price != dayspa.Money(35050) || u.Name != nil {
			t.Errorf("update = %+v, %v", u, err)
		}
	})
	t.Run("ReviseRefusedLeavesItAlone", func(t *testing.T) {
		s := dayspa.Service{Name: "Swedish Massage", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(450)}
		before := s
		bad := "Tarot"
		assertFields(t, s.Revise(dayspa.ServiceUpdate{Category: &bad}), map[string]string{"category": "Please choose one of the four categories."})
		if s != before {
			t.Errorf("changed: %+v", s)
		}
	})
}
