"""The pipeline's domain logic, written once for every entry point: the sensor, the schedule,
the assets and the CLI call these functions and add only what their runner needs (cursors,
run requests, metadata, console output). No Dagster here."""
