package pages

import (
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

// TestDaySpaDescriptionArabic: the Arabic DaySpa description places the
// spa in the Arabic names the deployment set, in the English ones where it
// set none, and the English pages' DaySpa has no description.
func TestDaySpaDescriptionArabic(t *testing.T) {
	biz := palmWellness
	biz.Arabic = dayspa.BusinessNames{Hotel: "منتجع الهلال", District: "نخلة جميرا", City: "دبي"}
	if got, want := daySpaDescription(dayspa.Arabic, biz), "منتجع صحي فاخر في منتجع الهلال، نخلة جميرا، دبي: "; !strings.HasPrefix(got, want) {
		t.Errorf("with Arabic names: %q, want it to start %q", got, want)
	}
	biz.Arabic = dayspa.BusinessNames{}
	if got, want := daySpaDescription(dayspa.Arabic, biz), "منتجع صحي فاخر في The Crescent Resort، Palm Jumeirah، Dubai: "; !strings.HasPrefix(got, want) {
		t.Errorf("without Arabic names: %q, want it to start %q", got, want)
	}
	if got := daySpaDescription(dayspa.English, biz); got != "" {
		t.Errorf("English: %q", got)
	}
}
