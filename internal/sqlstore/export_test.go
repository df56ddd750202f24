package sqlstore

import "context"

// MigrateDownTo undoes the migrations after version: the tests of a
// migration that changes data start from the schema before it.
func (db *DB) MigrateDownTo(ctx context.Context, version int64) error {
	p, err := db.migrations()
	if err != nil {
		return err
	}
	_, err = p.DownTo(ctx, version)
	return err
}
