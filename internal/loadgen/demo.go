package loadgen

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/dayspa/dayspa/internal/seed"
)

// DemoMediaReady waits, up to 2 minutes, until the server at base lists
// the demo content's gallery pictures and team cards (media.json): a fresh
// database's first start puts them through the picture pipeline in the
// background, seconds of CPU and tens of megabytes that would otherwise
// fall into what a benchmark or test measures. A database that already
// has them answers at once.
func DemoMediaReady(ctx context.Context, base string) error {
	media, err := seed.DemoMedia()
	if err != nil {
		return err
	}
	count := func(path string) int {
		req, err := http.NewRequestWithContext(ctx, "GET", base+path, nil)
		if err != nil {
			return 0
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0
		}
		defer resp.Body.Close()
		var items []json.RawMessage
		if json.NewDecoder(resp.Body).Decode(&items) != nil {
			return 0
		}
		return len(items)
	}
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if err := ctx.Err(); err != nil {
			return err
		}
		if count("/api/gallery") >= len(media.Gallery) && count("/api/team") >= len(media.Team) {
			return nil
		}
	}
	return fmt.Errorf("the demo pictures were not in after 2 minutes")
}
