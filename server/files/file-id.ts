/** An uploaded file's id (file.uploadImage): 32 hex digits. */
export const FILE_ID = /^[0-9a-f]{32}$/;
