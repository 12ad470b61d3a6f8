-- Uploads older than a day that no resume refers to are removed (server/files/sweep-uploads.ts): the sweep
-- looks them up by age.
CREATE INDEX files_created ON files (created_at);
