//! Writing a PGLE profile (`ProfiledInstructionsProto`) as XLA reads it: the text format with a
//! `# proto-message:` header (`.pbtxt`) or the binary wire format (`.pb`). The reader is
//! [`super::profile::Profile::load`].

use super::profile::PROFILE_MESSAGE;
use super::tables::pb::{self, tensorflow::profiler::ProfiledInstructionsProto};
use super::tables::TableError;
use prost::Message;
use prost_reflect::text_format::FormatOptions;
use prost_reflect::DynamicMessage;
use std::path::Path;

/// The two encodings of a profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfileFormat {
    /// Protobuf text format (`.pbtxt`, `.txtpb`, `.textproto`).
    Text,
    /// Protobuf binary wire format (`.pb`, `.binpb`).
    Binary,
}

impl ProfileFormat {
    /// The format a file name asks for by its extension; `None` for any other extension.
    pub fn from_path(path: &Path) -> Option<ProfileFormat> {
        match path.extension()?.to_str()? {
            "pbtxt" | "txtpb" | "textproto" => Some(ProfileFormat::Text),
            "pb" | "binpb" => Some(ProfileFormat::Binary),
            _ => None,
        }
    }
}

/// Encodes `msg` in `format`. Text floats are printed in Rust's shortest form that reads back
/// to the same `f64`, so a profile round-trips exactly.
pub fn encode_profile(
    msg: &ProfiledInstructionsProto,
    format: ProfileFormat,
) -> Result<Vec<u8>, TableError> {
    let bytes = msg.encode_to_vec();
    match format {
        ProfileFormat::Binary => Ok(bytes),
        ProfileFormat::Text => {
            let dynamic = DynamicMessage::decode(pb::message(PROFILE_MESSAGE)?, bytes.as_slice())
                .map_err(|e| {
                TableError::new(
                    PROFILE_MESSAGE,
                    None,
                    format!("cannot re-read the profile message: {e}"),
                )
            })?;
            let text = dynamic.to_text_format_with_options(&FormatOptions::new().pretty(true));
            Ok(format!("# proto-message: {PROFILE_MESSAGE}\n\n{text}\n").into_bytes())
        }
    }
}
